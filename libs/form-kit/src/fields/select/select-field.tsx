import { useId } from 'react';
import { useKitField } from '../../form/use-kit-field';
import * as styles from './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a bank", "Choose a question"); left out when a value is always chosen. */
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** A native select bound to its kit form (the phone's own picker), with label and message like the kit's text fields. */
export function SelectField({ name, label, options, placeholder, disabled, 'data-testid': testId }: SelectFieldProps) {
  const {
    value,
    error,
    setValue,
    inputProps: { ref, onBlur },
  } = useKitField(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        name={name}
        className={styles.select}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={onBlur}
        data-testid={testId}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

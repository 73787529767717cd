import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import * as styles from './select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ("Choose a bank", "All"); left out when a value is always chosen. */
  placeholder?: string;
  /** Shown below the select; marks it aria-invalid. */
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with its label and message (the phone's own picker), drawn like the text fields. */
export function Select({ label, options, placeholder, error, ref, ...selectProps }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hasError = error != null && error !== false && error !== '';
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        className={styles.select}
        aria-invalid={hasError || undefined}
        aria-describedby={hasError ? errorId : undefined}
        {...selectProps}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hasError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './text-field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: ReactNode;
  /** Shown below the field in place of the hint; marks the input aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Content before the input, e.g. a country dialing code. */
  prefix?: ReactNode;
  /** Content after the input, e.g. a "send code" button. */
  suffix?: ReactNode;
  /**
   * Accessible name of the password visibility toggle (type="password" only), e.g. "Show password".
   * The name stays fixed and aria-pressed carries the state, as a toggle button should.
   */
  showPasswordLabel?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  prefix,
  suffix,
  showPasswordLabel,
  type = 'text',
  id,
  className,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const [passwordVisible, setPasswordVisible] = useState(false);
  const isPassword = type === 'password';
  const hasError = error != null && error !== false && error !== '';

  const describedByIds = cx(describedBy, hint ? hintId : null, hasError ? errorId : null) || undefined;

  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={cx(styles.box, hasError && styles.boxInvalid, disabled && styles.boxDisabled)}>
        {prefix != null ? <span className={styles.affix}>{prefix}</span> : null}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          type={isPassword && passwordVisible ? 'text' : type}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds}
          {...inputProps}
        />
        {suffix != null ? <span className={styles.affix}>{suffix}</span> : null}
        {isPassword ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={showPasswordLabel}
            aria-pressed={passwordVisible}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setPasswordVisible((visible) => !visible)}
          >
            <EyeIcon crossed={!passwordVisible} />
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

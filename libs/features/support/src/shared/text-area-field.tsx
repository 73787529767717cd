import { useId, type ReactNode } from 'react';
import { useKitField } from '@playdeck/form-kit';
import * as styles from './support.css';

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
}

/** A multi-line text of a kit form: label, text area, message and hint in one place. */
export function TextAreaField({ name, label, hint, maxLength, rows = 6 }: TextAreaFieldProps) {
  const field = useKitField(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, field.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-input`}>
        {label}
      </label>
      <textarea
        {...field.inputProps}
        id={`${id}-input`}
        rows={rows}
        maxLength={maxLength}
        className={styles.textarea}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {field.error ? (
        <span id={errorId} className={styles.error} role="alert">
          {field.error}
        </span>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import * as styles from './login-form.css';

export function RememberCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        className={styles.checkInput}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="login-remember"
      />
      {children}
    </label>
  );
}

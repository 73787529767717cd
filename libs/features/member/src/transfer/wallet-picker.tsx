import { useId } from 'react';
import type { WalletLine } from '../wallet/wallet-lines';
import * as styles from './transfer.css';

/** A labelled choice of wallet (native select: the phone's own picker). */
export function WalletPicker({
  label,
  wallets,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  wallets: readonly WalletLine[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.pickerLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {wallets.map((wallet) => (
          <option key={wallet.code} value={wallet.code}>
            {wallet.name}
          </option>
        ))}
      </select>
    </div>
  );
}

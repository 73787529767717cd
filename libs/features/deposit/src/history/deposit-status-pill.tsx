import { useTranslation } from 'react-i18next';
import type { Deposit } from '@playdeck/api';
import * as styles from './deposit-status-pill.css';

const LABEL_KEYS: Record<Deposit['status'], string> = {
  PENDING: 'deposit_status_pending',
  CONFIRMED: 'deposit_status_confirmed',
  REJECTED: 'deposit_status_rejected',
  EXPIRED: 'deposit_status_expired',
};

/** A deposit's state as a coloured label. */
export function DepositStatusPill({ status }: { status: Deposit['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.pill} ${styles.tone[status]}`} data-state={status} data-testid="deposit-status">
      {t(LABEL_KEYS[status])}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { Deposit } from '@playdeck/api';
import { TonePill, type PillTone } from '@playdeck/ui/patterns';

const LOOK: Record<Deposit['status'], { labelKey: string; tone: PillTone }> = {
  PENDING: { labelKey: 'deposit_status_pending', tone: 'pending' },
  CONFIRMED: { labelKey: 'deposit_status_confirmed', tone: 'positive' },
  REJECTED: { labelKey: 'deposit_status_rejected', tone: 'negative' },
  EXPIRED: { labelKey: 'deposit_status_expired', tone: 'neutral' },
};

/** A deposit's state as a coloured label. */
export function DepositStatusPill({ status }: { status: Deposit['status'] }) {
  const { t } = useTranslation();
  const { labelKey, tone } = LOOK[status];
  return <TonePill tone={tone} label={t(labelKey)} state={status} data-testid="deposit-status" />;
}

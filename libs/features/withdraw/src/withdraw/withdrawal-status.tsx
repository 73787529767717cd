import type { Withdrawal } from '@playdeck/api';
import { StatusPill, type ApplicationState } from '@playdeck/ui/patterns';

// The kit's pill speaks the application states: a pending withdrawal is in process, an approved one issued.
const PILL_STATE: Record<Withdrawal['status'], ApplicationState> = {
  PENDING: 'process',
  APPROVED: 'issued',
  REJECTED: 'rejected',
};

export function WithdrawalStatus({ status }: { status: Withdrawal['status'] }) {
  return <StatusPill state={PILL_STATE[status]} />;
}

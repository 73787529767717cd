import type { Deposit, DepositChannel } from '@playdeck/api';
import type { DepositCurrency } from '../form/deposit-form';

/** What both templates' deposit panels get: the channels, the chosen one, and where a request goes. */
export interface DepositPanelProps {
  channels: readonly DepositChannel[];
  selected: DepositChannel;
  currency: DepositCurrency;
  onSelect: (channelId: string) => void;
  onPending: (deposit: Deposit) => void;
}

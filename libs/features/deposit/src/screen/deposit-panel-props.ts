import type { Deposit, DepositChannel } from '@playdeck/api';

/** What both templates' deposit panels get: the channels, the chosen one, and where a request goes. */
export interface DepositPanelProps {
  channels: readonly DepositChannel[];
  selected: DepositChannel;
  onSelect: (channelId: string) => void;
  onPending: (deposit: Deposit) => void;
}

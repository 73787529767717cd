import { useIsMutating, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contract, minorToWire, type MemberWallet } from '@playdeck/api';
import { apiCallKey, invalidateCall } from '@playdeck/api/client';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { memberWalletQuery } from '@playdeck/site-data';

export interface WalletMove {
  fromWallet: string;
  toWallet: string;
  /** Integer minor units; none for "recall all" (fromWallet ALL). */
  amount?: number;
}

/**
 * One transfer action (a form, the recall button). Its transferId stays the same until the platform
 * answers, so a retry after a network failure or a timeout is the same transfer, applied once; after an
 * answer (done or refused) the next submit is a new one. The answer is the member's wallet: it replaces
 * the cached balance, so the header and the member centre show the new total at once.
 */
export function useWalletTransfer() {
  const queryClient = useQueryClient();
  // One write at a time (a submit that slips past the disabled button, Enter in the field or a double tap,
  // is not a second transfer), its transferId kept until the platform answers.
  const transfer = useCallMutation(contract.wallet.transfer);
  const busy = useTransferBusy();

  /** Sends the move; null when a transfer of this action is already under way. */
  const send = async ({ fromWallet, toWallet, amount }: WalletMove): Promise<MemberWallet | null> => {
    const wallet = await transfer.send({
      body: { fromWallet, toWallet, ...(amount !== undefined && { amount: minorToWire(amount) }) },
    });
    if (wallet === undefined) return null;
    transferred(queryClient, wallet);
    return wallet;
  };

  return { send, pending: transfer.pending, busy };
}

/** Any transfer under way (this action's or another's) holds every transfer button. */
export function useTransferBusy(): boolean {
  return useIsMutating({ mutationKey: apiCallKey(contract.wallet.transfer) }) > 0;
}

/** The answer is the member's wallet: it replaces the cached balance; the account records gain the transfer's rows. */
export function transferred(queryClient: QueryClient, wallet: MemberWallet): void {
  queryClient.setQueryData(memberWalletQuery().queryKey, wallet);
  void invalidateCall(queryClient, contract.records.list);
}

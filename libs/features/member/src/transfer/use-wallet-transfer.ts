import { useRef } from 'react';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { contract, minorToWire, type MemberWallet } from '@playdeck/api';
import { ApiError, apiCallKey, apiMutationOptions, invalidateCall } from '@playdeck/api/client';
import { useRequestId } from '@playdeck/form-kit';
import { apiClient } from '@playdeck/session/api';
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
  const requestId = useRequestId();
  const mutation = useMutation(
    apiMutationOptions(apiClient, contract.wallet.transfer, {
      onSuccess: (wallet: MemberWallet) => {
        queryClient.setQueryData(memberWalletQuery().queryKey, wallet);
        // The account records gain the transfer's rows.
        void invalidateCall(queryClient, contract.records.list);
      },
    }),
  );
  // Any transfer under way (this action's or another's) holds every transfer button.
  const busy = useIsMutating({ mutationKey: apiCallKey(contract.wallet.transfer) }) > 0;

  // A submit that slips past the disabled button (Enter in the field, a double tap) is not a second transfer.
  const inFlight = useRef(false);

  /** Sends the move; null when a transfer of this action is already under way. */
  const send = async ({ fromWallet, toWallet, amount }: WalletMove): Promise<MemberWallet | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const wallet = await mutation.mutateAsync({
        body: {
          transferId: requestId.current(),
          fromWallet,
          toWallet,
          ...(amount !== undefined && { amount: minorToWire(amount) }),
        },
      });
      requestId.settle();
      return wallet;
    } catch (error) {
      if (error instanceof ApiError) requestId.settle();
      throw error;
    } finally {
      inFlight.current = false;
    }
  };

  return { send, pending: mutation.isPending, busy };
}

import type { QueryClient } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryKey, invalidateCalls } from '@playdeck/api/client';
import type { BankCards, WithdrawSettings } from '@playdeck/api';

/**
 * After a payment password is set: the cached answers say so at once (a screen returned to shows its form,
 * not its "set a payment password" prompt), and are fetched again.
 */
export function markPaymentPasswordSet(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<BankCards>(apiQueryKey(contract.bankCard.list), (cards) => cards && { ...cards, hasPaymentPassword: true });
  queryClient.setQueryData<WithdrawSettings>(
    apiQueryKey(contract.withdraw.settings),
    (settings) => settings && { ...settings, hasPaymentPassword: true },
  );
  return invalidateCalls(queryClient, [contract.bankCard.list, contract.withdraw.settings]);
}

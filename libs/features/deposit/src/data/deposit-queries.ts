import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/*
 * The deposit screen's calls. Import from the lazy screen only: this pulls in the API client.
 */

export const HISTORY_PAGE_SIZE = 10;

/** The channels the merchant offers, with the currency. */
export function useDepositChannels() {
  return useQuery(apiQueryOptions(apiClient, contract.deposit.channels, undefined, { staleTime: 60_000 }));
}

/** One page (1-based) of the member's deposits, newest first; the page shown stays while the next loads. */
export function useDepositHistory(pageNo: number) {
  return useQuery({
    ...apiQueryOptions(apiClient, contract.deposit.history, { pageNo, pageSize: HISTORY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** The member's deposit and loss limits, for what is left of them before a request. */
export function useRgLimits() {
  return useQuery(apiQueryOptions(apiClient, contract.responsibleGaming.limits));
}

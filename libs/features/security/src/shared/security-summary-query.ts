import { useQuery, type QueryClient } from '@tanstack/react-query';
import { contract, type SecuritySummary } from '@playdeck/api';
import { apiQueryKey, apiQueryOptions, invalidateCalls } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** What the hub shows: bound addresses (masked) and which protections are set. */
export const securitySummaryQuery = () => apiQueryOptions(apiClient, contract.security.summary);

/** Fetched again each time the hub opens: the pages it leads to (payment password, bank cards) change it elsewhere. */
export function useSecuritySummary() {
  return useQuery({ ...securitySummaryQuery(), refetchOnMount: 'always' });
}

/** A bind call answers the new summary: the hub shows it at once. */
export function storeSecuritySummary(queryClient: QueryClient, summary: SecuritySummary): void {
  queryClient.setQueryData(apiQueryKey(contract.security.summary), summary);
}

/** After the questions change: the hub's "set" and the questions page read again. */
export function securityQuestionsChanged(queryClient: QueryClient): Promise<void> {
  return invalidateCalls(queryClient, [contract.security.summary, contract.security.questions]);
}

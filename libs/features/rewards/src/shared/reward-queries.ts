import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions, invalidateCalls } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

export const APPLICATIONS_PAGE_SIZE = 10;

/** Available promotions, each with the member's latest application to it. */
export const promotionsQuery = () => apiQueryOptions(apiClient, contract.rewards.promotions);
/** Member-club benefits, the same shape. */
export const clubBenefitsQuery = () => apiQueryOptions(apiClient, contract.rewards.clubBenefits);
export const applicationsQuery = (pageNo: number) =>
  apiQueryOptions(
    apiClient,
    contract.rewards.applications,
    { pageNo, pageSize: APPLICATIONS_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

export const usePromotions = () => useQuery(promotionsQuery());
export const useClubBenefits = () => useQuery(clubBenefitsQuery());
export const useApplications = (pageNo: number) => useQuery(applicationsQuery(pageNo));

/** After an application changed: the offers and the member's applications. */
export function refreshApplications(queryClient: QueryClient): Promise<void> {
  return invalidateCalls(queryClient, [contract.rewards.promotions, contract.rewards.clubBenefits, contract.rewards.applications]);
}

/** After money reached the MAIN wallet: the header's balance and the account records too. */
export function refreshAfterBonus(queryClient: QueryClient): Promise<void> {
  return invalidateCalls(queryClient, [
    contract.rewards.promotions,
    contract.rewards.clubBenefits,
    contract.rewards.applications,
    contract.wallet.balance,
    contract.records.list,
  ]);
}

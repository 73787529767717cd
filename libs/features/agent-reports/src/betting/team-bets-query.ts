import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { contract, type GameCategory, type ValueOf } from '@playdeck/api';
import { apiCallKey, shouldRetryQuery } from '@playdeck/api/client';
import { useLanguage } from '@playdeck/i18n';
import { apiClient } from '@playdeck/session/api';
import { vendorsQuery } from '@playdeck/site-data';
import type { EpochRange } from '@playdeck/ui/patterns';
import { nextPage, REPORT_PAGE_SIZE } from '../shared/paged';

export type TeamBetsPage = ValueOf<typeof contract.agentReports.teamBets>;

/** What the team betting list is narrowed by; empty strings mean "all". */
export interface BetFilters {
  username: string;
  category: GameCategory | '';
  vendor: string;
}

export const NO_BET_FILTERS: BetFilters = { username: '', category: '', vendor: '' };

/** The team's bets in one range and filter, newest first, page after page, with the count and sums of all of them. */
export function useTeamBetPages(range: EpochRange, filters: BetFilters) {
  return useInfiniteQuery({
    queryKey: [...apiCallKey(contract.agentReports.teamBets), 'pages', range, filters],
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(contract.agentReports.teamBets, {
        query: {
          ...range,
          username: filters.username || undefined,
          category: filters.category || undefined,
          vendor: filters.vendor || undefined,
          pageNo: pageParam,
          pageSize: REPORT_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: shouldRetryQuery,
    staleTime: 30_000,
  });
}

/** The merchant's vendors (code and name, once each) for the vendor filter, from the cached vendor lanes. */
export function useVendorOptions() {
  const { language } = useLanguage();
  return useQuery({
    ...vendorsQuery(language),
    select: (value) => {
      const names = new Map<string, string>();
      for (const card of value.data.lanes.flatMap((lane) => lane.cards)) {
        if (!names.has(card.vassalage)) names.set(card.vassalage, card.displayName);
      }
      return [...names].map(([code, name]) => ({ code, name }));
    },
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { contract, type ValueOf } from '@playdeck/api';
import { apiCallKey, shouldRetryQuery } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import type { EpochRange } from '@playdeck/ui/patterns';
import { nextPage, REPORT_PAGE_SIZE } from '../shared/paged';

export type TeamPnlPage = ValueOf<typeof contract.agentReports.teamPnl>;

/** The team's P&L over one range, members page after page; every page carries the whole range's total. */
export function useTeamPnlPages(range: EpochRange) {
  return useInfiniteQuery({
    queryKey: [...apiCallKey(contract.agentReports.teamPnl), 'pages', range],
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(contract.agentReports.teamPnl, { query: { ...range, pageNo: pageParam, pageSize: REPORT_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    retry: shouldRetryQuery,
    staleTime: 30_000,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { contract, type RecordType, type ValueOf } from '@playdeck/api';
import { apiCallKey, shouldRetryQuery } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import type { EpochRange } from '@playdeck/ui/patterns';

export const RECORDS_PAGE_SIZE = 20;

export type RecordsPage = ValueOf<typeof contract.records.list>;
export type RecordTotal = RecordsPage['totals'][number];
export type TeamRecordsPage = ValueOf<typeof contract.agentReports.teamRecords>;
/** A record as the list shows it: the agent form's team records name their member. */
export type ListedRecord = RecordsPage['list'][number] & { username?: string };

export interface RecordsRequest extends EpochRange {
  type: RecordType | null;
}

/** The page after `page`, or undefined on the last one. */
export function nextRecordsPage(page: RecordsPage): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

/** Pages of records, the member's or the team's: from page 1, cached for 30 s. */
const RECORD_PAGING = { initialPageParam: 1, getNextPageParam: nextRecordsPage, retry: shouldRetryQuery, staleTime: 30_000 };

/** The query of one page of records of one type (or every type) in one range. */
const pageQuery = (request: RecordsRequest, pageNo: number) => ({
  types: request.type ?? undefined,
  from: request.from,
  to: request.to,
  pageNo,
  pageSize: RECORDS_PAGE_SIZE,
});

/**
 * The member's records in one range, page after page (newest first). Keyed under the call's key, so a
 * money call that invalidates records refreshes this list; a new type or range is a new list from page 1.
 */
export function useRecordPages(request: RecordsRequest, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...apiCallKey(contract.records.list), 'pages', request],
    queryFn: ({ pageParam, signal }) => apiClient.call(contract.records.list, { query: pageQuery(request, pageParam), signal }),
    ...RECORD_PAGING,
    enabled,
  });
}

export interface TeamRecordsRequest extends RecordsRequest {
  /** One downline member's username; empty for the whole downline. */
  member: string;
}

/**
 * The agent form's team records: the downline's movements (or one member's) in one range, page after page,
 * newest first. Idle when `enabled` is false (the agent's own records are shown instead).
 */
export function useTeamRecordPages(request: TeamRecordsRequest, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...apiCallKey(contract.agentReports.teamRecords), 'pages', request],
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(contract.agentReports.teamRecords, {
        query: { ...pageQuery(request, pageParam), username: request.member || undefined },
        signal,
      }),
    ...RECORD_PAGING,
    enabled,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { contract, type RecordType, type ValueOf } from '@playdeck/api';
import { apiCallKey, shouldRetryQuery } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import type { EpochRange } from '../range/record-range';

export const RECORDS_PAGE_SIZE = 20;

export type RecordsPage = ValueOf<typeof contract.records.list>;
export type RecordTotal = RecordsPage['totals'][number];

export interface RecordsRequest extends EpochRange {
  type: RecordType | null;
}

/** The page after `page`, or undefined on the last one. */
export function nextRecordsPage(page: RecordsPage): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

/**
 * The member's records in one range, page after page (newest first). Keyed under the call's key, so a
 * money call that invalidates records refreshes this list; a new type or range is a new list from page 1.
 */
export function useRecordPages(request: RecordsRequest) {
  return useInfiniteQuery({
    queryKey: [...apiCallKey(contract.records.list), 'pages', request],
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(contract.records.list, {
        query: { types: request.type ?? undefined, from: request.from, to: request.to, pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextRecordsPage,
    retry: shouldRetryQuery,
    staleTime: 30_000,
  });
}

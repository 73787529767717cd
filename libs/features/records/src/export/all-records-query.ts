import { contract, type AccountRecord } from '@playdeck/api';
import { apiClient } from '@playdeck/session/api';
import type { RecordsRequest, RecordTotal } from '../api/record-pages-query';

/** The contract's largest page: the fewest calls for a whole range. */
export const EXPORT_PAGE_SIZE = 100;
/** The most records one file holds (50 calls); a longer range is refused before its second page, never left hanging. */
export const MAX_EXPORT_ROWS = 5_000;

/** The range holds more records than one file may: the member narrows it. */
export class TooManyRecordsError extends Error {
  constructor(readonly count: number) {
    super(`${count} records, over ${MAX_EXPORT_ROWS}`);
    this.name = 'TooManyRecordsError';
  }
}

/** The range's records changed while its pages were read (a new movement shifts the pages): reading again gives a true file. */
export class RecordsChangedError extends Error {
  constructor() {
    super('the records changed while they were read');
    this.name = 'RecordsChangedError';
  }
}

export interface AllRecords {
  records: AccountRecord[];
  totals: RecordTotal[];
}

const countOf = (totals: readonly RecordTotal[]) => totals.reduce((sum, total) => sum + total.count, 0);
const sameTotals = (a: readonly RecordTotal[], b: readonly RecordTotal[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every record of one range and type through the records screen's own call, page after page, with the
 * range's totals: the rows and totals the screen shows. Each page repeats the range's totals, so a page whose
 * totals differ from the first's, or a count that does not add up, means the records moved under the reading.
 */
export async function fetchAllRecords(request: RecordsRequest, signal?: AbortSignal): Promise<AllRecords> {
  const page = (pageNo: number) =>
    apiClient.call(contract.records.list, {
      query: { types: request.type ?? undefined, from: request.from, to: request.to, pageNo, pageSize: EXPORT_PAGE_SIZE },
      signal,
    });
  const first = await page(1);
  const count = countOf(first.totals);
  if (count > MAX_EXPORT_ROWS) throw new TooManyRecordsError(count);
  const records = [...first.list];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
    const next = await page(pageNo);
    if (!sameTotals(next.totals, first.totals)) throw new RecordsChangedError();
    records.push(...next.list);
  }
  if (records.length !== count || new Set(records.map((record) => record.id)).size !== count) throw new RecordsChangedError();
  return { records, totals: first.totals };
}

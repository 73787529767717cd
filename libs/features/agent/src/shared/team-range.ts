import type { DateRange } from '@playdeck/ui/patterns';

export interface TeamRangeQuery {
  startDate: number;
  endDate: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of an ISO calendar day. */
function localMidnight(iso: string): Date {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Calendar days where the member is (both ends included) as the platform's [startDate, endDate) in epoch ms. */
export function teamRangeQuery(range: DateRange): TeamRangeQuery {
  const start = localMidnight(range.start);
  const afterEnd = localMidnight(range.end);
  afterEnd.setDate(afterEnd.getDate() + 1);
  return { startDate: start.getTime(), endDate: afterEnd.getTime() };
}

/** The member's local day of `now`, [midnight, next midnight). */
export function todayQuery(now: Date): TeamRangeQuery {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { startDate: start.getTime(), endDate: end.getTime() };
}

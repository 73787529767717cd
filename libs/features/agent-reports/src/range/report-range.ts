import { presetRange, type ChosenRange, type DateRange } from '@playdeck/ui/patterns';

/** What the agent report calls take: [from, to) epoch milliseconds. */
export interface EpochRange {
  from: number;
  to: number;
}

/** The longest custom range, in local days (the calls take up to 366). */
export const REPORT_MAX_DAYS = 90;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight starting the day `iso` plus `days` (the Date constructor honours the zone's DST shifts). */
function localMidnight(iso: string, days = 0): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).getTime();
}

/** The agent's local days from `start` to `end` (both included) as [from, to), like the records screen. */
export function localDaysToEpoch({ start, end }: DateRange): EpochRange {
  return { from: localMidnight(start), to: localMidnight(end, 1) };
}

/** A picker's choice as [from, to); a preset is read again at `now`, so "today" follows the clock. */
export function chosenToEpoch(chosen: ChosenRange, now: Date): EpochRange {
  return localDaysToEpoch(chosen.preset === 'custom' ? chosen : presetRange(chosen.preset, now));
}

/** The range a report opens with: the last 7 local days. */
export function defaultChoice(now: Date): ChosenRange {
  return { preset: 'last7Days', ...presetRange('last7Days', now) };
}

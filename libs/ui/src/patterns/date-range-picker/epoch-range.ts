import type { ChosenRange } from './date-range-picker';
import { presetRange, type DateRange, type RangePreset } from './date-range';

/** Epoch milliseconds the records and report calls take: from the first moment of the range up to, not including, `to`. */
export interface EpochRange {
  from: number;
  to: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight starting the day `iso` (YYYY-MM-DD) plus `days`, in the member's own time zone. */
function localMidnight(iso: string, days = 0): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  // The Date constructor rolls day 32 over into the next month and honours the zone's DST shifts,
  // so a day is whatever the member's calendar says it is (23, 24 or 25 hours).
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).getTime();
}

/** The member's local days from `start` to `end` (both included) as [from, to): midnight to the midnight after `end`. */
export function localDaysToEpoch({ start, end }: DateRange): EpochRange {
  return { from: localMidnight(start), to: localMidnight(end, 1) };
}

export type PresetName = Exclude<RangePreset, 'custom'>;

/** Today, or the last 7 or 30 local days including today, as [from, to). */
export function presetToEpoch(preset: PresetName, now: Date): EpochRange {
  return localDaysToEpoch(presetRange(preset, now));
}

/** A picker's choice as [from, to); a preset is read again at `now`, so "today" follows the clock. */
export function chosenToEpoch(chosen: ChosenRange, now: Date): EpochRange {
  return chosen.preset === 'custom' ? localDaysToEpoch(chosen) : presetToEpoch(chosen.preset, now);
}

/** A range of calendar days, both ends included, as ISO dates (YYYY-MM-DD) in the member's time zone. */
export interface DateRange {
  start: string;
  end: string;
}

export const RANGE_PRESETS = ['today', 'last7Days', 'last30Days', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of `date` where the member is, as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Days since the epoch of an ISO date, or null for anything that is not a real calendar day. */
function dayNumber(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over into March; such a date is not valid input.
  if (new Date(utc).getUTCDate() !== day) return null;
  return utc / DAY_MS;
}

export function addDays(iso: string, days: number): string {
  const start = dayNumber(iso);
  if (start === null) throw new Error(`Not an ISO date: ${iso}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days the range covers, both ends included. */
export function spanDays({ start, end }: DateRange): number {
  const from = dayNumber(start);
  const to = dayNumber(end);
  if (from === null || to === null) throw new Error(`Not an ISO date range: ${start}..${end}`);
  return to - from + 1;
}

const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, last7Days: 7, last30Days: 30 };

/** Today, or the last 7 or 30 days ending today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date): DateRange {
  const end = toIsoDate(now);
  return { start: addDays(end, 1 - PRESET_DAYS[preset]), end };
}

export type RangeProblem = 'missing' | 'order' | 'span' | 'future';

/** Why a chosen range cannot be used, or null when it can. */
export function rangeProblem(
  range: { start: string; end: string },
  { maxSpanDays, now }: { maxSpanDays: number; now: Date },
): RangeProblem | null {
  const from = dayNumber(range.start);
  const to = dayNumber(range.end);
  if (from === null || to === null) return 'missing';
  if (from > to) return 'order';
  if (to > (dayNumber(toIsoDate(now)) as number)) return 'future';
  if (to - from + 1 > maxSpanDays) return 'span';
  return null;
}

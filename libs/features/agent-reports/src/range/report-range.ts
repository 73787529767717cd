import { presetRange, type ChosenRange } from '@playdeck/ui/patterns';

/** The longest custom range, in local days (the calls take up to 366). */
export const REPORT_MAX_DAYS = 90;

/** The range a report opens with: the last 7 local days. */
export function defaultChoice(now: Date): ChosenRange {
  return { preset: 'last7Days', ...presetRange('last7Days', now) };
}

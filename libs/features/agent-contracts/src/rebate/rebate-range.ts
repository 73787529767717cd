import type { RangePreset } from '@playdeck/ui/patterns';

const DAY_MS = 86_400_000;

export const REBATE_RANGES = ['today', 'last7Days', 'last30Days'] as const satisfies readonly RangePreset[];
export type RebateRange = (typeof REBATE_RANGES)[number];

const DAYS: Record<RebateRange, number> = { today: 1, last7Days: 7, last30Days: 30 };

/** [local midnight of the first day, local midnight after today) for a preset. */
export function rangeOf(preset: RebateRange, now = new Date()): { startDate: number; endDate: number } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const days = DAYS[preset];
  return { startDate: midnight - (days - 1) * DAY_MS, endDate: midnight + DAY_MS };
}

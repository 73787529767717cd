const DAY_MS = 86_400_000;

export const REBATE_RANGES = ['today', '7', '30'] as const;
export type RebateRange = (typeof REBATE_RANGES)[number];

/** [local midnight of the first day, local midnight after today) for a preset. */
export function rangeOf(preset: RebateRange, now = new Date()): { startDate: number; endDate: number } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const days = preset === 'today' ? 1 : Number(preset);
  return { startDate: midnight - (days - 1) * DAY_MS, endDate: midnight + DAY_MS };
}

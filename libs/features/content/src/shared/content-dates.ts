/*
 * Content dates (spec section 9): YYYY/MM/DD in lists (formatDate), DD/MM/YYYY on detail pages (formatDayFirst),
 * both from @playdeck/i18n. A promotion without an end (noExpiry 1) is long-term instead of a range.
 */

export type DateFormatter = (epochMs: number) => string;

export type PromotionPeriod = { kind: 'longTerm' } | { kind: 'range'; start: string; end: string };

export interface DatedPromotion {
  startDate: number;
  endDate: number | null;
  noExpiry?: 0 | 1;
}

/** Long-term when the promotion says so or has no end; otherwise its start and end in `format`. */
export function promotionPeriod({ startDate, endDate, noExpiry }: DatedPromotion, format: DateFormatter): PromotionPeriod {
  if (noExpiry === 1 || endDate === null) return { kind: 'longTerm' };
  return { kind: 'range', start: format(startDate), end: format(endDate) };
}

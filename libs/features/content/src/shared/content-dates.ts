/*
 * Content dates (spec section 9): YYYY/MM/DD in lists, DD/MM/YYYY on detail pages, in the player's own
 * time zone. A promotion without an end (noExpiry 1) is long-term instead of a range.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

function dateParts(epochMs: number) {
  const date = new Date(epochMs);
  return { year: String(date.getFullYear()), month: twoDigits(date.getMonth() + 1), day: twoDigits(date.getDate()) };
}

/** 2024/03/07 */
export function formatListDate(epochMs: number): string {
  const { year, month, day } = dateParts(epochMs);
  return `${year}/${month}/${day}`;
}

/** 07/03/2024 */
export function formatDetailDate(epochMs: number): string {
  const { year, month, day } = dateParts(epochMs);
  return `${day}/${month}/${year}`;
}

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

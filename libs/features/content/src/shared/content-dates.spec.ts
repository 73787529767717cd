import { describe, expect, it } from 'vitest';
import { formatDate, formatDayFirst } from '@playdeck/i18n';
import { promotionPeriod } from './content-dates';

// Built from local parts: the formatters show the player's local calendar date.
const local = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).getTime();

describe('content dates', () => {
  it('lists show YYYY/MM/DD with zero padding', () => {
    expect(formatDate(local(2024, 3, 7))).toBe('2024/03/07');
    expect(formatDate(local(2025, 12, 31))).toBe('2025/12/31');
  });

  it('details show DD/MM/YYYY', () => {
    expect(formatDayFirst(local(2024, 3, 7))).toBe('07/03/2024');
    expect(formatDayFirst(local(2025, 12, 31))).toBe('31/12/2025');
  });

  it('uses the local calendar day, at midnight and just before it', () => {
    expect(formatDate(local(2024, 1, 1, 0))).toBe('2024/01/01');
    expect(formatDayFirst(new Date(2023, 11, 31, 23, 59, 59).getTime())).toBe('31/12/2023');
  });

  it('a promotion runs from its start to its end in the given format', () => {
    const promotion = { startDate: local(2024, 1, 5), endDate: local(2024, 2, 29), noExpiry: 0 as const };
    expect(promotionPeriod(promotion, formatDate)).toEqual({ kind: 'range', start: '2024/01/05', end: '2024/02/29' });
    expect(promotionPeriod(promotion, formatDayFirst)).toEqual({ kind: 'range', start: '05/01/2024', end: '29/02/2024' });
  });

  it('noExpiry 1, or no end at all, is long-term', () => {
    expect(promotionPeriod({ startDate: local(2024, 1, 5), endDate: null, noExpiry: 1 }, formatDate)).toEqual({ kind: 'longTerm' });
    expect(promotionPeriod({ startDate: local(2024, 1, 5), endDate: local(2024, 2, 1), noExpiry: 1 }, formatDate)).toEqual({
      kind: 'longTerm',
    });
    expect(promotionPeriod({ startDate: local(2024, 1, 5), endDate: null }, formatDayFirst)).toEqual({ kind: 'longTerm' });
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney (integer minor units)', () => {
  it('shows two decimals with the currency symbol and thousands separators', () => {
    expect(formatMoney(123450, '₫')).toBe('₫1,234.50');
    expect(formatMoney(0, '$')).toBe('$0.00');
    expect(formatMoney(5, '$')).toBe('$0.05');
    expect(formatMoney(100_000_000_00, '')).toBe('100,000,000.00');
  });

  it('is exact where a float would drift', () => {
    expect(formatMoney(29, '$')).toBe('$0.29');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, '')).toBe('90,071,992,547,409.91');
  });

  it('puts the minus before the symbol and shows 0 for what is not whole minor units', () => {
    expect(formatMoney(-346, '$')).toBe('-$3.46');
    expect(formatMoney(Number.NaN, '$')).toBe('$0.00');
    expect(formatMoney(12.5, '$')).toBe('$0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows two decimals with the currency symbol and thousands separators', () => {
    expect(formatMoney(1234.5, '₫')).toBe('₫1,234.50');
    expect(formatMoney(0, '$')).toBe('$0.00');
  });

  it('puts the minus before the symbol and treats a non-number as zero', () => {
    expect(formatMoney(-3.456, '$')).toBe('-$3.46');
    expect(formatMoney(Number.NaN, '$')).toBe('$0.00');
  });
});

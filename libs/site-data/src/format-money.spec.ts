import { brand } from '@playdeck/brand';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

const VND = { symbol: '₫', displayDecimals: 0 };
const USD = { symbol: '$', displayDecimals: 2 };
const ONE = { symbol: 'X', displayDecimals: 1 };

describe('formatMoney (integer minor units)', () => {
  it("shows the currency's display decimals with its symbol and thousands separators", () => {
    expect(formatMoney(123400, VND)).toBe('₫1,234');
    expect(formatMoney(123450, USD)).toBe('$1,234.50');
    expect(formatMoney(123400, ONE)).toBe('X1,234.0');
    expect(formatMoney(5, USD)).toBe('$0.05');
    expect(formatMoney(100_000_000_00, { symbol: '', displayDecimals: 2 })).toBe('100,000,000.00');
  });

  it('never hides a fraction beyond the display decimals', () => {
    expect(formatMoney(123450, VND)).toBe('₫1,234.50');
    expect(formatMoney(5, VND)).toBe('₫0.05');
    expect(formatMoney(123455, ONE)).toBe('X1,234.55');
  });

  it('shows zero in each currency', () => {
    expect(formatMoney(0, VND)).toBe('₫0');
    expect(formatMoney(0, USD)).toBe('$0.00');
  });

  it('is exact where a float would drift, up to the largest safe amount', () => {
    expect(formatMoney(29, USD)).toBe('$0.29');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, USD)).toBe('$90,071,992,547,409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER - 91, VND)).toBe('₫90,071,992,547,409');
  });

  it('puts the sign before the symbol, "+" only when asked for', () => {
    expect(formatMoney(-346, USD)).toBe('-$3.46');
    expect(formatMoney(-123400, VND)).toBe('-₫1,234');
    expect(formatMoney(123400, VND, { signed: true })).toBe('+₫1,234');
    expect(formatMoney(-1050, USD, { signed: true })).toBe('-$10.50');
    expect(formatMoney(0, USD, { signed: true })).toBe('$0.00');
  });

  it('shows 0 for what is not a whole number of minor units', () => {
    expect(formatMoney(Number.NaN, USD)).toBe('$0.00');
    expect(formatMoney(12.5, VND)).toBe('₫0');
    expect(formatMoney(Number.MAX_SAFE_INTEGER + 2, VND)).toBe('₫0');
  });

  it("uses the active brand's currency when given none", () => {
    expect(brand.currency).toMatchObject({ code: 'VND', symbol: '₫', displayDecimals: 0 });
    expect(formatMoney(123400)).toBe('₫1,234');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from '@playdeck/site-data';
import { formatWireMoney } from './format-amount';

const PESO = { symbol: '₱', displayDecimals: 2 };

describe('money as the deposit screen shows it', () => {
  it.each([
    [0, '₱0.00'],
    [5, '₱0.05'],
    [123456, '₱1,234.56'],
    [100000000, '₱1,000,000.00'],
    [-2550, '-₱25.50'],
  ])('%s minor units read %s', (minor, text) => {
    expect(formatMoney(minor, PESO)).toBe(text);
  });

  it('converts wire amounts through minor units (0.29 stays 0.29)', () => {
    // In the default brand's currency: ₫ with no decimals, a fraction still shown.
    expect(formatWireMoney(0.29)).toBe('₫0.29');
    expect(formatWireMoney(50_000)).toBe('₫50,000');
    expect(formatWireMoney(1234.5)).toBe('₫1,234.50');
  });
});

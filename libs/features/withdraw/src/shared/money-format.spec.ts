import { describe, expect, it } from 'vitest';
import { formatMoney } from '@playdeck/site-data';
import { formatDateTime } from './money-format';

describe('formatMoney', () => {
  it.each([
    [0, '₱0.00'],
    [29, '₱0.29'],
    [123450, '₱1,234.50'],
    [123456789, '₱1,234,567.89'],
    [-5, '-₱0.05'],
  ])('%i minor units → %s', (minor, text) => {
    expect(formatMoney(minor, { symbol: '₱', displayDecimals: 2 })).toBe(text);
  });
});

describe('formatDateTime', () => {
  it('writes the local date and time with a 24-hour clock', () => {
    expect(formatDateTime(new Date(2026, 10, 3, 8, 5).getTime())).toBe('2026/11/03 08:05');
  });
});

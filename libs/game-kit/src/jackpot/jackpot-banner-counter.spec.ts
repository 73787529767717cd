import { describe, expect, it, vi } from 'vitest';
import { JACKPOT_BANNER, jackpotBannerValue } from './jackpot-banner-counter';
import { formatAmount } from './format-amount';

describe('jackpotBannerValue', () => {
  it('starts at 150,000,000 and ends at 180,000,000', () => {
    expect(jackpotBannerValue(0)).toBe(150_000_000);
    expect(jackpotBannerValue(JACKPOT_BANNER.durationMs)).toBe(180_000_000);
  });

  it('stays within the range before the start and after the end', () => {
    expect(jackpotBannerValue(-500)).toBe(150_000_000);
    expect(jackpotBannerValue(10 * JACKPOT_BANNER.durationMs)).toBe(180_000_000);
  });

  it('only grows, in whole numbers', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= JACKPOT_BANNER.durationMs; elapsed += 250) {
      const value = jackpotBannerValue(elapsed);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('is shown without decimals', () => {
    expect(formatAmount(jackpotBannerValue(JACKPOT_BANNER.durationMs / 2), 0)).toMatch(/^1[5-8]\d,\d{3},\d{3}$/);
  });
});

describe('formatAmount', () => {
  it('groups thousands and shows the asked decimals', () => {
    expect(formatAmount(90_123_456.7, 2)).toBe('90,123,456.70');
    expect(formatAmount(150_000_000, 0)).toBe('150,000,000');
  });

  it('rounds, pads and signs like the en-US number format', () => {
    for (const [amount, decimals] of [
      [0, 2],
      [999.996, 2],
      [12.344, 2],
      [1_000, 0],
      [123_456.5, 0],
      [-1_234_567.891, 2],
      [-0.001, 2],
      [180_000_000, 0],
    ] as const) {
      expect(formatAmount(amount, decimals)).toBe(
        amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      );
    }
  });

  it('never asks the browser for a locale-aware format (its locale data is a long task in the first view)', () => {
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    formatAmount(90_123_456.7, 2);
    formatAmount(150_000_000, 0);
    expect(toLocaleString).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
    toLocaleString.mockRestore();
    numberFormat.mockRestore();
  });
});

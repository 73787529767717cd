import { describe, expect, it } from 'vitest';
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
});

import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, moneySchema } from './common';

describe('moneySchema', () => {
  it('accepts every amount with at most 2 decimals, floating point notwithstanding', () => {
    for (const amount of [0, 0.07, 1.1, 1.1, 19.99, 123456789.01, -5.5]) expect(moneySchema.safeParse(amount).success).toBe(true);
  });

  it('refuses more decimals and non-finite numbers', () => {
    for (const amount of [0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) expect(moneySchema.safeParse(amount).success).toBe(false);
  });

  it('bounds amounts so that their minor units stay exact and no balance column can overflow', () => {
    for (const amount of [MAX_AMOUNT, -MAX_AMOUNT, 90_000_000_000_000]) expect(moneySchema.safeParse(amount).success).toBe(true);
    for (const amount of [1e17, -1e17, MAX_AMOUNT + 1, 1e300]) expect(moneySchema.safeParse(amount).success).toBe(false);
    expect(Number.isSafeInteger(MAX_AMOUNT * 100)).toBe(true);
  });
});

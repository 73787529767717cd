import { describe, expect, it } from 'vitest';
import { moneySchema } from './common';

describe('moneySchema', () => {
  it('accepts every amount with at most 2 decimals, floating point notwithstanding', () => {
    for (const amount of [0, 0.07, 1.1, 1.1, 19.99, 123456789.01, -5.5]) expect(moneySchema.safeParse(amount).success).toBe(true);
  });

  it('refuses more decimals and non-finite numbers', () => {
    for (const amount of [0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) expect(moneySchema.safeParse(amount).success).toBe(false);
  });
});

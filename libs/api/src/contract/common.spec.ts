import { describe, expect, it } from 'vitest';
import { amountInputSchema, MAX_AMOUNT, moneySchema } from './common';

describe('moneySchema', () => {
  it('accepts every amount with at most 2 decimals, floating point notwithstanding', () => {
    for (const amount of [0, 0.07, 1.1, 1.1, 19.99, 123456789.01, -5.5]) expect(moneySchema().safeParse(amount).success).toBe(true);
  });

  it('refuses more decimals and non-finite numbers', () => {
    for (const amount of [0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) expect(moneySchema().safeParse(amount).success).toBe(false);
  });

  it('bounds amounts so that their minor units stay exact and no balance column can overflow', () => {
    for (const amount of [MAX_AMOUNT, -MAX_AMOUNT, 70_000_000_000_000.99]) expect(moneySchema().safeParse(amount).success).toBe(true);
    for (const amount of [1e17, -1e17, MAX_AMOUNT + 1, 80_000_000_000_000.01, 1e300])
      expect(moneySchema().safeParse(amount).success).toBe(false);
    expect(Number.isSafeInteger(MAX_AMOUNT * 100)).toBe(true);
  });
});

describe('amountInputSchema (money a request carries)', () => {
  const issues = (amount: unknown) => {
    const result = amountInputSchema().safeParse(amount);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes whole minor units from one minor unit up to the largest amount', () => {
    for (const amount of [0.01, 0.07, 1.1, 19.99, 100, 123456789.01, MAX_AMOUNT]) expect([amount, issues(amount)]).toEqual([amount, []]);
  });

  it('refuses less than one minor unit and more decimals than it has, saying which', () => {
    expect(issues(1e-9)).toEqual(['at least one minor unit (0.01)', 'a whole number of minor units: at most 2 decimals']);
    expect(issues(5e-324)).toContain('at least one minor unit (0.01)');
    expect(issues(0)).toEqual(['at least one minor unit (0.01)']);
    expect(issues(-5)).toEqual(['at least one minor unit (0.01)']);
    expect(issues(100.000000001)).toEqual(['a whole number of minor units: at most 2 decimals']);
    expect(issues(0.001)).toHaveLength(2);
    expect(issues(MAX_AMOUNT + 1)).toEqual(['an amount within the platform range']);
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, '1', null]) expect(issues(amount).length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { largestWithdrawal, withdrawAmount, withdrawAmountProblem, withdrawLimits } from './withdraw-amount';

const limits = withdrawLimits({ min: 100, max: 50_000, withdrawable: 1_234.5 });

describe('withdrawLimits', () => {
  it('turns the wire amounts into integer minor units', () => {
    expect(limits).toEqual({ min: 10_000, max: 5_000_000, withdrawable: 123_450 });
    expect(withdrawLimits({ min: 0.29, max: 0.3, withdrawable: 1.1 })).toEqual({ min: 29, max: 30, withdrawable: 110 });
  });

  it('caps the largest withdrawal at the smaller of maximum and balance', () => {
    expect(largestWithdrawal(limits)).toBe(123_450);
    expect(largestWithdrawal({ ...limits, withdrawable: 9_000_000 })).toBe(5_000_000);
  });
});

describe('withdrawAmountProblem', () => {
  it('refuses below the minimum, above the maximum and above the withdrawable balance, each with its own message', () => {
    expect(withdrawAmountProblem('99.99', limits)).toEqual({ key: 'withdraw_amount_below_min', params: { min: '100' } });
    expect(withdrawAmountProblem('1234.51', limits)).toEqual({ key: 'withdraw_amount_above_balance', params: { balance: '1234.50' } });
    expect(withdrawAmountProblem('50000.01', { ...limits, withdrawable: 9_000_000 })).toEqual({
      key: 'withdraw_amount_above_max',
      params: { max: '50000' },
    });
  });

  it('takes the bounds themselves', () => {
    expect(withdrawAmountProblem('100', limits)).toBeNull();
    expect(withdrawAmountProblem('1234.50', limits)).toBeNull();
  });

  it('refuses empty, zero, three decimals and text with the kit messages', () => {
    expect(withdrawAmountProblem('', limits)).toEqual({ key: 'form_amount_required' });
    expect(withdrawAmountProblem('0', { ...limits, min: 0 })).toEqual({ key: 'withdraw_amount_positive' });
    expect(withdrawAmountProblem('100.001', limits)).toEqual({ key: 'form_amount_decimals', params: { decimals: 2 } });
    expect(withdrawAmountProblem('abc', limits)).toEqual({ key: 'form_amount_invalid' });
  });
});

describe('withdrawAmount', () => {
  it('answers exact integer minor units (0.29 is 29, not 28.999…)', () => {
    const schema = withdrawAmount({ min: 1, max: 1_000_000, withdrawable: 1_000_000 });
    expect(z.parse(schema, '0.29')).toBe(29);
    expect(z.parse(schema, ' 1234.5 ')).toBe(123_450);
  });
});

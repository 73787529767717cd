import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validateValues } from '../../schema/validate-values';
import { amount } from './amount-schema';
import { formatMinor, parseAmount } from './minor-units';

const usd = { decimals: 2 };
const vnd = { decimals: 0 };
const keyOf = (typed: string, limits: Parameters<typeof parseAmount>[1]) => {
  const parsed = parseAmount(typed, limits);
  return parsed.ok ? parsed.minor : parsed.message;
};

describe('parseAmount', () => {
  it('turns a typed amount into integer minor units with the currency decimals, without float error', () => {
    expect(keyOf('12.34', usd)).toBe(1234);
    expect(keyOf(' 0.29 ', usd)).toBe(29);
    expect(keyOf('1.1', usd)).toBe(110);
    expect(keyOf('7', usd)).toBe(700);
    expect(keyOf('7.', usd)).toBe(700);
    expect(keyOf('50000', vnd)).toBe(50000);
  });

  it('refuses more decimals than the currency has', () => {
    expect(keyOf('1.234', usd)).toEqual({ key: 'form_amount_decimals', params: { decimals: 2 } });
    expect(keyOf('1.5', vnd)).toEqual({ key: 'form_amount_no_decimals' });
  });

  it('refuses empty, negative and non-numeric input', () => {
    expect(keyOf('', usd)).toEqual({ key: 'form_amount_required' });
    expect(keyOf('-5', usd)).toEqual({ key: 'form_amount_negative' });
    for (const bad of ['abc', '1e3', '1,000', '.5', '0x10', '1.2.3', '١٢']) expect(keyOf(bad, usd)).toEqual({ key: 'form_amount_invalid' });
  });

  it('refuses amounts above Number.MAX_SAFE_INTEGER minor units', () => {
    expect(keyOf(String(Number.MAX_SAFE_INTEGER), vnd)).toBe(Number.MAX_SAFE_INTEGER);
    expect(keyOf('9007199254740992', vnd)).toEqual({ key: 'form_amount_too_large' });
    expect(keyOf('90071992547409.92', usd)).toEqual({ key: 'form_amount_too_large' });
  });

  it('keeps min and max (in minor units), saying them in the currency', () => {
    const limits = { decimals: 2, min: 1000, max: 500000 };
    expect(keyOf('9.99', limits)).toEqual({ key: 'form_amount_min', params: { min: '10.00' } });
    expect(keyOf('10', limits)).toBe(1000);
    expect(keyOf('5000', limits)).toBe(500000);
    expect(keyOf('5000.01', limits)).toEqual({ key: 'form_amount_max', params: { max: '5000.00' } });
  });

  it('says min and max with a currency shown without decimals, still taking cents', () => {
    const limits = { decimals: 2, shownDecimals: 0, min: 1000, max: 500050 };
    expect(keyOf('9.99', limits)).toEqual({ key: 'form_amount_min', params: { min: '10' } });
    expect(keyOf('5000.51', limits)).toEqual({ key: 'form_amount_max', params: { max: '5000.50' } });
    expect(keyOf('5000.5', limits)).toBe(500050);
  });
});

describe('formatMinor', () => {
  it('writes minor units with the currency decimals', () => {
    expect(formatMinor(5, 2)).toBe('0.05');
    expect(formatMinor(123456, 2)).toBe('1234.56');
    expect(formatMinor(50000, 0)).toBe('50000');
  });

  it('writes fewer shown decimals only where the cut digits are zeros', () => {
    expect(formatMinor(123400, 2, 0)).toBe('1234');
    expect(formatMinor(123450, 2, 0)).toBe('1234.50');
    expect(formatMinor(123450, 2, 1)).toBe('1234.5');
    expect(formatMinor(5, 2, 0)).toBe('0.05');
    expect(formatMinor(0, 2, 0)).toBe('0');
  });
});

describe('amount schema', () => {
  it('answers integer minor units, or the message', () => {
    const schema = z.object({ deposit: amount({ decimals: 2, min: 100 }) });
    expect(validateValues(schema, { deposit: '12.5' })).toMatchObject({ ok: true, value: { deposit: 1250 } });
    expect(validateValues(schema, { deposit: '0.5' }).errors).toEqual({ deposit: { key: 'form_amount_min', params: { min: '1.00' } } });
  });
});

import { describe, expect, it } from 'vitest';
import { isWholeMinorAmount, minorToDecimal, minorToShownDecimal, minorToWire, wireToMinor } from './money-units';
import { MAX_AMOUNT } from './common';

describe('money units', () => {
  it('reads wire amounts as whole minor units, including ones binary floating point cannot hold', () => {
    expect(wireToMinor(12.3)).toBe(1230);
    expect(wireToMinor(0.07)).toBe(7);
    expect(wireToMinor(1.005 - 0.005)).toBe(100);
    expect(wireToMinor(19_999_999.99)).toBe(1_999_999_999);
    expect(wireToMinor(-0.05)).toBe(-5);
    expect(wireToMinor(0)).toBe(0);
    expect(() => wireToMinor(Number.NaN)).toThrow(RangeError);
  });

  it('writes minor units as decimal text and back to the same wire number', () => {
    expect(minorToDecimal(1230)).toBe('12.30');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(0)).toBe('0.00');
    expect(minorToWire(7)).toBe(0.07);
    for (const minor of [1, 7, 10, 99, 100, 12_345, 1_999_999_999]) expect(wireToMinor(minorToWire(minor))).toBe(minor);
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });

  it('shows a given number of decimals, writing a non-zero fraction beyond them in full', () => {
    expect(minorToShownDecimal(123400, 0)).toBe('1234');
    expect(minorToShownDecimal(123450, 0)).toBe('1234.50');
    expect(minorToShownDecimal(123401, 0)).toBe('1234.01');
    expect(minorToShownDecimal(123400, 1)).toBe('1234.0');
    expect(minorToShownDecimal(123450, 1)).toBe('1234.5');
    expect(minorToShownDecimal(123455, 1)).toBe('1234.55');
    expect(minorToShownDecimal(123400, 2)).toBe('1234.00');
    expect(minorToShownDecimal(0, 0)).toBe('0');
    expect(minorToShownDecimal(-500, 0)).toBe('-5');
    expect(minorToShownDecimal(-5, 0)).toBe('-0.05');
    expect(() => minorToShownDecimal(0.5, 0)).toThrow(RangeError);
  });

  it('tells a whole number of minor units exactly as sent from anything finer, with no tolerance', () => {
    for (const amount of [0, 0.01, 0.07, 0.1, 12.3, 100, 19_999_999.99, 1e21, -0.05, MAX_AMOUNT + 0.99]) {
      expect([amount, isWholeMinorAmount(amount)]).toEqual([amount, true]);
    }
    for (const amount of [
      1e-9,
      5e-324,
      1e-7,
      1.5e-7,
      100.000000001,
      0.001,
      0.015,
      1.005,
      0.1 + 0.2,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect([amount, isWholeMinorAmount(amount)]).toEqual([amount, false]);
    }
  });

  it('holds every amount the app sends: whole minor units as minorToWire writes them, up to the largest amount', () => {
    const largest = MAX_AMOUNT * 100;
    const samples = [1, 7, 99, 101, 12_345, largest - 1, largest];
    // A deterministic spread over every magnitude (an LCG: the same numbers every run).
    for (let seed = 1, i = 0; i < 20_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      samples.push(Math.floor((seed / 2_147_483_647) ** 4 * largest));
    }
    const refused = samples.filter((minor) => !isWholeMinorAmount(minorToWire(minor)) || wireToMinor(minorToWire(minor)) !== minor);
    expect(refused).toEqual([]);
  });
});

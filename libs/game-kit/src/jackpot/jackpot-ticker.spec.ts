import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jackpotIncrement, jackpotStartAmount, nextTickDelay, runJackpotTicker } from './jackpot-ticker';

/** A random source that answers the given values in turn, then repeats the last. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
};

describe('jackpot ticker arithmetic', () => {
  it('starts between 90,000,000 and 98,000,000 with at most 2 decimals', () => {
    expect(jackpotStartAmount(() => 0)).toBe(90_000_000);
    expect(jackpotStartAmount(() => 0.9999999999999)).toBe(98_000_000);
    expect(jackpotStartAmount(() => 0.5)).toBe(94_000_000);
    const odd = jackpotStartAmount(() => 0.123456789);
    expect(odd).toBeGreaterThan(90_000_000);
    expect(Math.round(odd * 100) / 100).toBe(odd);
  });

  it('adds between 100 and 900', () => {
    expect(jackpotIncrement(() => 0)).toBe(100);
    expect(jackpotIncrement(() => 0.999999999)).toBe(900);
    expect(jackpotIncrement(() => 0.5)).toBe(500);
    for (let index = 0; index < 200; index++) {
      const step = jackpotIncrement(Math.random);
      expect(step).toBeGreaterThanOrEqual(100);
      expect(step).toBeLessThanOrEqual(900);
    }
  });

  it('waits 3, 4 or 5 seconds, picked at random each step', () => {
    expect(nextTickDelay(() => 0)).toBe(3000);
    expect(nextTickDelay(() => 0.4)).toBe(4000);
    expect(nextTickDelay(() => 0.99)).toBe(5000);
    const seen = new Set(Array.from({ length: 300 }, () => nextTickDelay(Math.random)));
    expect([...seen].sort()).toEqual([3000, 4000, 5000]);
  });
});

describe('runJackpotTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds a step after each chosen interval and reports the new amount', () => {
    const onTick = vi.fn();
    // delay 3000 (0), step 100 (0); delay 5000 (0.9), step 900 (1); delay 4000 (0.5), step 500 (0.5)
    const stop = runJackpotTicker(90_000_000.5, onTick, sequence(0, 0, 0.9, 0.999999999, 0.5, 0.5));
    vi.advanceTimersByTime(2999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(90_000_100.5);
    vi.advanceTimersByTime(4999);
    expect(onTick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(90_001_000.5);
    vi.advanceTimersByTime(4000);
    expect(onTick).toHaveBeenLastCalledWith(90_001_500.5);
    stop();
  });

  it('keeps exactly 2 decimals however many steps it adds', () => {
    let amount = 0;
    const stop = runJackpotTicker(93_456_789.99, (next) => (amount = next), Math.random);
    vi.advanceTimersByTime(10 * 60_000);
    expect(amount).toBeGreaterThan(93_456_789.99 + 120 * 100 - 1);
    expect(Math.round(amount * 100) / 100).toBe(amount);
    stop();
  });

  it('stops ticking once stopped', () => {
    const onTick = vi.fn();
    const stop = runJackpotTicker(90_000_000, onTick, () => 0);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(onTick).not.toHaveBeenCalled();
  });
});

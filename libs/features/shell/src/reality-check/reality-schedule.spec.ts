import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { durationParts, nextCheck, scheduleRealityChecks } from './reality-schedule';

const MINUTE = 60_000;
const SIGNED_IN = Date.UTC(2026, 10, 23, 9);

describe('reality-check schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SIGNED_IN);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Starts the timers as a page would that got the platform's answer `sinceSignIn` after sign-in. */
  const start = (intervalMinutes: 15 | 30 | 60 | null, sinceSignIn = 0) => {
    const due: [number, number][] = [];
    const stop = scheduleRealityChecks({
      answer: { intervalMinutes, signedInAt: SIGNED_IN, now: SIGNED_IN + sinceSignIn },
      monotonic: () => Date.now(),
      onDue: (index, elapsedMs) => due.push([index, elapsedMs]),
    });
    return { due, stop };
  };

  it('is due after 15 minutes of session, and again after 30', () => {
    const { due } = start(15);
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(due).toEqual([[1, 15 * MINUTE]]);
    vi.advanceTimersByTime(15 * MINUTE);
    expect(due).toEqual([
      [1, 15 * MINUTE],
      [2, 30 * MINUTE],
    ]);
  });

  it('after a reload at minute 20 the next is due at minute 30, counted from sign-in', () => {
    const { due } = start(15, 20 * MINUTE);
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(due).toEqual([[2, 30 * MINUTE]]);
  });

  it('counts from the platform’s clock, not the device’s time of day', () => {
    // The device's clock is a day wrong: the platform's now and a monotonic clock decide.
    vi.setSystemTime(SIGNED_IN - 86_400_000);
    const { due } = start(60, 59 * MINUTE);
    vi.advanceTimersByTime(MINUTE);
    expect(due).toEqual([[1, 60 * MINUTE]]);
  });

  it('never comes due when off, nor once stopped', () => {
    const off = start(null);
    const stopped = start(15);
    stopped.stop();
    vi.advanceTimersByTime(120 * MINUTE);
    expect(off.due).toEqual([]);
    expect(stopped.due).toEqual([]);
  });

  it('names the next check and the time until it', () => {
    expect(nextCheck(0, 15 * MINUTE)).toEqual({ index: 1, inMs: 15 * MINUTE });
    expect(nextCheck(15 * MINUTE, 15 * MINUTE)).toEqual({ index: 2, inMs: 15 * MINUTE });
    expect(nextCheck(44 * MINUTE, 30 * MINUTE)).toEqual({ index: 2, inMs: 16 * MINUTE });
    expect(durationParts(75 * MINUTE + 59_999)).toEqual({ hours: 1, minutes: 15 });
    expect(durationParts(14 * MINUTE)).toEqual({ hours: 0, minutes: 14 });
  });
});

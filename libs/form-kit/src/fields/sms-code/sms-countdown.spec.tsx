import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SMS_SECONDS, SMS_TICK_MS, secondsUntil, useSmsCountdown } from './sms-countdown';

describe('secondsUntil', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(5_000, 9_000)).toBe(0);
  });
});

describe('useSmsCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the platform expirationTime, refreshed every 500 ms, and ends at zero', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    act(() => result.current.start(Date.now() + 3_000));
    expect(result.current).toMatchObject({ secondsLeft: 3, running: true });
    act(() => vi.advanceTimersByTime(SMS_TICK_MS * 2 + 1));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('shows 60 s when the platform gives no time or one already past', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(undefined));
    expect(result.current.secondsLeft).toBe(DEFAULT_SMS_SECONDS);
    act(() => result.current.start(Date.now() - 1));
    expect(result.current.secondsLeft).toBe(DEFAULT_SMS_SECONDS);
  });

  it('follows the clock, not the number of ticks (a throttled background tab stays right)', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(Date.now() + 30_000));
    vi.setSystemTime(Date.now() + 20_000);
    act(() => vi.advanceTimersByTime(SMS_TICK_MS));
    expect(result.current.secondsLeft).toBe(10);
  });
});

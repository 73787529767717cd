import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsLeft, useCountdown } from './use-countdown';

afterEach(() => vi.useRealTimers());

function Left({ until }: { until: number }) {
  return <span data-testid="left">{useCountdown(until)}</span>;
}

describe('the expiry countdown', () => {
  it('counts whole seconds, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [1_799, '29:59'],
    [3_661, '1:01:01'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('ticks every second until the time is up', () => {
    vi.useFakeTimers({ now: 0 });
    render(<Left until={3_000} />);
    expect(screen.getByTestId('left').textContent).toBe('3');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('left').textContent).toBe('2');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('left').textContent).toBe('0');
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT_BANNER, JACKPOT_BANNER_TICK_MS } from '@playdeck/game-kit';
import { JackpotStrip } from './jackpot-strip';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const reduceMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('JackpotStrip (game list jackpot)', () => {
  it("is the spec's jackpot banner: counts from 150,000,000 to 180,000,000 without decimals, not home's ticker", () => {
    vi.useFakeTimers();
    reduceMotion(false);
    render(<JackpotStrip />);
    const amount = screen.getByTestId('game-list-jackpot-amount');
    expect(amount.textContent).toBe('150,000,000');
    act(() => vi.advanceTimersByTime(JACKPOT_BANNER_TICK_MS * 10));
    expect(amount.textContent).toMatch(/^1[5-7]\d,\d{3},\d{3}$/);
    expect(amount.textContent).not.toBe('150,000,000');
    act(() => vi.advanceTimersByTime(JACKPOT_BANNER.durationMs));
    expect(amount.textContent).toBe('180,000,000');
  });

  it('shows the final figure at once when less motion is asked for', () => {
    reduceMotion(true);
    render(<JackpotStrip />);
    expect(screen.getByTestId('game-list-jackpot-amount').textContent).toBe('180,000,000');
  });
});

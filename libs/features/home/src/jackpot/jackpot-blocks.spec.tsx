import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JackpotBanner, JackpotTicker } from './jackpot-blocks';

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

describe('JackpotTicker', () => {
  it('shows its start with 2 decimals and grows after the chosen interval', () => {
    vi.useFakeTimers();
    // start 0.5 → 94,000,000.00; then delay 3000 (0), step 500 (0.5)
    const answers = [0.5, 0, 0.5];
    render(<JackpotTicker random={() => answers.shift() ?? 0} />);
    const amount = screen.getByTestId('home-jackpot-amount');
    expect(amount.textContent).toBe('94,000,000.00');
    act(() => vi.advanceTimersByTime(2999));
    expect(amount.textContent).toBe('94,000,000.00');
    act(() => vi.advanceTimersByTime(1));
    expect(amount.textContent).toBe('94,000,500.00');
  });
});

describe('JackpotBanner', () => {
  it('counts up from 150,000,000 without decimals', async () => {
    reduceMotion(false);
    // jsdom paints no frames: let each frame come after 16 ms.
    vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) => setTimeout(() => step(performance.now()), 16));
    vi.stubGlobal('cancelAnimationFrame', (frame: number) => clearTimeout(frame));
    render(<JackpotBanner />);
    const amount = screen.getByTestId('home-jackpot-banner-amount');
    expect(amount.textContent).toBe('150,000,000');
    await vi.waitFor(() => expect(amount.textContent).not.toBe('150,000,000'));
    expect(amount.textContent).toMatch(/^1[5-8]\d,\d{3},\d{3}$/);
  });

  it('shows the final 180,000,000 at once when reduced motion is asked for', () => {
    reduceMotion(true);
    render(<JackpotBanner />);
    expect(screen.getByTestId('home-jackpot-banner-amount').textContent).toBe('180,000,000');
  });
});

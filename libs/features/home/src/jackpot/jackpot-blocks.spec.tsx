import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, JACKPOT_BANNER, JACKPOT_BANNER_TICK_MS, jackpotBannerValue } from '@playdeck/game-kit';
import { fakeMotionWorld } from '../motion/motion-test-kit';
import { calls, fakePlatform, refuse, renderWithApp } from '@playdeck/testing';
import { JackpotBanner, JackpotTicker, PoolJackpotTicker } from './jackpot-blocks';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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

describe('PoolJackpotTicker (VIS_getJackpot)', () => {
  it("grows from the merchant's pool once the platform answers it", async () => {
    fakePlatform.answer(calls.content.jackpot, { amount: 95_123_456.78, updatedAt: 0 });
    await renderWithApp(<PoolJackpotTicker />);
    await waitFor(() => expect(screen.getByTestId('home-jackpot-amount').textContent).toBe('95,123,456.78'));
    expect(fakePlatform.requests(calls.content.jackpot)).toHaveLength(1);
  });

  it("keeps the spec's random start when the pool cannot be read", async () => {
    fakePlatform.answer(calls.content.jackpot, refuse('function.not.available', { status: 403 }));
    await renderWithApp(<PoolJackpotTicker />);
    await waitFor(() => expect(fakePlatform.requests(calls.content.jackpot)).toHaveLength(1));
    const shown = Number(screen.getByTestId('home-jackpot-amount').textContent!.replace(/,/g, ''));
    expect(shown).toBeGreaterThanOrEqual(90_000_000);
    expect(shown).toBeLessThanOrEqual(98_000_000);
  });
});

describe('JackpotBanner', () => {
  it('counts up from 150,000,000 without decimals, ten times a second, and stops at 180,000,000', () => {
    vi.useFakeTimers();
    reduceMotion(false);
    render(<JackpotBanner />);
    const amount = screen.getByTestId('home-jackpot-banner-amount');
    expect(amount.textContent).toBe('150,000,000');
    act(() => vi.advanceTimersByTime(JACKPOT_BANNER_TICK_MS));
    expect(amount.textContent).not.toBe('150,000,000');
    expect(amount.textContent).toMatch(/^1[5-8]\d,\d{3},\d{3}$/);
    act(() => vi.advanceTimersByTime(JACKPOT_BANNER.durationMs));
    expect(amount.textContent).toBe('180,000,000');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick while off screen or in a hidden page, and catches up when seen again', () => {
    vi.useFakeTimers();
    reduceMotion(false);
    const world = fakeMotionWorld();
    render(<JackpotBanner />);
    const amount = screen.getByTestId('home-jackpot-banner-amount');
    world.scrollOutOfView();
    act(() => vi.advanceTimersByTime(10_000));
    expect(amount.textContent).toBe('150,000,000');
    expect(vi.getTimerCount()).toBe(0);
    world.scrollIntoView();
    world.setPageHidden(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(amount.textContent).toBe('150,000,000');
    world.setPageHidden(false);
    act(() => vi.advanceTimersByTime(JACKPOT_BANNER_TICK_MS));
    expect(amount.textContent).toBe(formatAmount(jackpotBannerValue(20_000 + JACKPOT_BANNER_TICK_MS), 0));
  });

  it('shows the final 180,000,000 at once when reduced motion is asked for', () => {
    reduceMotion(true);
    render(<JackpotBanner />);
    expect(screen.getByTestId('home-jackpot-banner-amount').textContent).toBe('180,000,000');
  });
});

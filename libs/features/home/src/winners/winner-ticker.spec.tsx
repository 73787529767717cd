import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, demoWinners as winnersAnswer, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import { contentSize, fakeMotionWorld, preferReducedMotion } from '../motion/motion-test-kit';
import { WinnerTicker } from './winner-ticker';

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const winners = (count: number) => ({
  list: Array.from({ length: count }, (_, index) => ({
    vo: { customerName: `p**${index}`, gameName: 'Super Ace', winAmount: 500_000 + index },
  })),
});

describe('WinnerTicker', () => {
  it('asks for the 20 latest winners of every category and shows masked name, game and amount with 2 decimals', async () => {
    await renderWithApp(<WinnerTicker />);
    const rows = await screen.findAllByTestId('home-winner');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['tu**an', 'Fortune Gems', '₫1,234,567.50'],
      ['li**nh', 'Speed Roulette', '₫800,000'],
    ]);
    expect(fakePlatform.requests(calls.content.winners)[0]!.query).toEqual({ gameCategory: 'ALL', language: 'EN', limitNum: 20 });
    expect(winnersAnswer.list).toHaveLength(rows.length);
  });

  it('scrolls a long list as a seamless loop, the copy hidden from screen readers', async () => {
    // Two copies of 20 rows of 40 px: one loop is 800 px, two seconds a row.
    contentSize({ height: 2 * 20 * 40 });
    fakePlatform.answer(calls.content.winners, () => winners(20));
    await renderWithApp(<WinnerTicker />);
    expect(await screen.findAllByTestId('home-winner')).toHaveLength(20);
    const list = screen.getByRole('list', { name: 'Latest Winners' });
    const track = list.parentElement!;
    expect(track.style.getPropertyValue('--marquee-duration')).toBe('40s');
    expect(within(track).getAllByRole('list')).toHaveLength(1);
    expect(track.querySelectorAll('li')).toHaveLength(40);
    // Still under reduced motion, the board scrolls by hand: a named region the keyboard reaches (axe: scrollable-region-focusable).
    const viewport = screen.getByRole('region', { name: 'Latest Winners' });
    expect(viewport.tabIndex).toBe(0);
    expect(viewport.contains(track)).toBe(true);
  });

  it('stands still when everything fits', async () => {
    await renderWithApp(<WinnerTicker />);
    await screen.findByRole('list', { name: 'Latest Winners' });
    expect(screen.queryByTestId('home-winner-track')).toBeNull();
    expect(screen.getByTestId('home-winner-viewport').hasAttribute('tabindex')).toBe(false);
  });

  it('runs only while on screen and the page is shown, and stands still when less motion is asked for', async () => {
    const world = fakeMotionWorld();
    fakePlatform.answer(calls.content.winners, () => winners(20));
    const view = await renderWithApp(<WinnerTicker />);
    const track = await screen.findByTestId('home-winner-track');
    expect(track.dataset.motion).toBe('running');
    world.scrollOutOfView();
    expect(track.dataset.motion).toBe('paused');
    world.setPageHidden(true);
    world.scrollIntoView();
    expect(track.dataset.motion).toBe('paused');
    world.setPageHidden(false);
    expect(track.dataset.motion).toBe('running');
    view.unmount();

    preferReducedMotion(true);
    await renderWithApp(<WinnerTicker />);
    expect((await screen.findByTestId('home-winner-track')).dataset.motion).toBe('off');
  });

  it('shows an empty state and a retry after a failure', async () => {
    fakePlatform.answer(calls.content.winners, () => ({ list: [] }));
    const empty = await renderWithApp(<WinnerTicker />);
    expect((await screen.findByTestId('home-block-empty')).textContent).toBe('No winners yet');
    empty.unmount();

    let fail = true;
    fakePlatform.answer(calls.content.winners, () => (fail ? refuseUnknown('system.busy', { status: 500 }) : winnersAnswer));
    await renderWithApp(<WinnerTicker />);
    await screen.findByTestId('home-block-error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('home-winner')).toHaveLength(2);
  });
});

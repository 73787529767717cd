import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@playdeck/i18n';
import { calls, demoVietnamLottery, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import VietnamLotteryScreen from './vietnam-lottery-screen';

const open = (query = '') => renderWithApp(<VietnamLotteryScreen />, { path: `/m/vnLottery${query}`, routePath: '/m/vnLottery' });

describe('Vietnamese lottery', () => {
  afterEach(() => vi.useRealTimers());

  it("calls numero's Vietnamese list and shows each lottery with its countdown, a bet link and its results", async () => {
    // The clock stands still (only Date is faked), so the countdown read is the one set however long rendering takes.
    vi.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    fakePlatform.answer(calls.games.lotteryVietnam, {
      list: [demoVietnamLottery({ nextDrawTime: Date.now() + 65 * 60_000 + 500, issueNo: '20261125' })],
    });
    await open();
    const [lottery] = await screen.findAllByTestId('vn-lottery');
    expect(fakePlatform.requests(calls.games.lotteryVietnam)[0]!.query).toMatchObject({ language: 'EN' });
    const card = within(lottery!);
    expect(card.getByText('Northern Lottery')).toBeTruthy();
    expect(card.getByText(i18n.t('lottery_region_NORTH'))).toBeTruthy();
    expect(card.getByTestId('vn-lottery-countdown').textContent).toBe(
      i18n.t('lottery_next_draw_in', { issueNo: '20261125', countdown: '1:05:01' }),
    );
    const bet = new URL((card.getByTestId('vn-lottery-bet') as HTMLAnchorElement).href);
    expect(bet.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(bet.searchParams)).toMatchObject({
      playType: 'trad',
      gameId: '200001',
      gameGroupId: '1',
      prize_mode: 'Lott',
    });
    expect(new URL((card.getByTestId('vn-lottery-results') as HTMLAnchorElement).href).search).toBe('?gameId=200001');
  });

  it('filters by region, soonest draw first as the platform answers', async () => {
    const { location } = await open();
    expect(await screen.findAllByTestId('vn-lottery')).toHaveLength(3);
    fireEvent.click(screen.getByTestId('vn-lottery-region-SOUTH'));
    await waitFor(() => expect(fakePlatform.requests(calls.games.lotteryVietnam).at(-1)!.query).toMatchObject({ region: 'SOUTH' }));
    await waitFor(() => expect(screen.getAllByTestId('vn-lottery')).toHaveLength(1));
    expect(screen.getByText('Dong Thap Lottery')).toBeTruthy();
    expect(location().search).toBe('?region=SOUTH');
    expect(screen.getByTestId('vn-lottery-region-SOUTH').getAttribute('aria-selected')).toBe('true');
  });

  it('says so when no Vietnamese lottery draws within a day', async () => {
    fakePlatform.answer(calls.games.lotteryVietnam, { list: [] });
    await open('?region=CENTRAL');
    expect((await screen.findByTestId('vn-lottery-list-empty')).textContent).toContain(i18n.t('lottery_vn_empty'));
    expect(fakePlatform.requests(calls.games.lotteryVietnam)[0]!.query).toMatchObject({ region: 'CENTRAL' });
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    fakePlatform.answer(calls.games.lotteryVietnam, () =>
      fail ? refuseUnknown('system.error', { status: 500 }) : { list: [demoVietnamLottery()] },
    );
    await open();
    expect((await screen.findByTestId('vn-lottery-list-error')).textContent).toContain(i18n.t('lottery_vn_load_failed'));
    fail = false;
    fireEvent.click(screen.getByTestId('vn-lottery-list-retry'));
    expect(await screen.findAllByTestId('vn-lottery')).toHaveLength(1);
  });
});

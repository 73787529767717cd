import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@playdeck/i18n';
import { calls, demoLotteryGames, fakePlatform, lotteryAnswers, refuseUnknown, renderWithApp } from '@playdeck/testing';
import LotteryHistoryScreen from './lottery-history-screen';

const open = (query = '') => renderWithApp(<LotteryHistoryScreen />, { path: `/m/lotteryHistory${query}`, routePath: '/m/lotteryHistory' });

beforeEach(() => {
  // The demo game list answers slots whatever the category: here it is the lottery category.
  fakePlatform.answer(calls.games.gameList, { games: demoLotteryGames, pageNum: 1, totalPages: 1 });
});

describe('lottery history', () => {
  it("lists every lottery of the catalogue and shows the first Vietnamese one's draws with their prize tiers", async () => {
    await open();
    const draws = await screen.findAllByTestId('lottery-draw');
    expect(draws).toHaveLength(10);
    expect(draws[0]!.dataset.issue).toBe('20261124');
    expect(fakePlatform.requests(calls.games.gameList)[0]!.query).toMatchObject({ gameType: 'LOTT', pageSize: 100 });
    expect(fakePlatform.requests(calls.lottery.draws)[0]!.query).toMatchObject({ gameId: 200001, pageNo: 1, pageSize: 10 });
    // Northern: the special prize, then first to seventh, 27 numbers in all.
    const first = within(draws[0]!);
    expect(first.getByText(i18n.t('lottery_tier_vn_0'))).toBeTruthy();
    expect(first.getByText(i18n.t('lottery_tier_vn_7'))).toBeTruthy();
    expect(first.getByTestId('lottery-prize-3').children).toHaveLength(6);
    const picker = screen.getByTestId('lottery-picker') as HTMLSelectElement;
    expect([...picker.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(
      ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'].map((vendor) => i18n.t(`lottery_vendor_${vendor}`)),
    );
  });

  it('pages to older draws and back', async () => {
    await open();
    await screen.findAllByTestId('lottery-draw');
    expect(screen.getByTestId('lottery-draws-page').textContent).toBe(i18n.t('lottery_page', { page: 1, pages: 2 }));
    fireEvent.click(screen.getByTestId('lottery-draws-next'));
    await waitFor(() => expect(screen.getAllByTestId('lottery-draw')).toHaveLength(2));
    expect(fakePlatform.requests(calls.lottery.draws).at(-1)!.query).toMatchObject({ pageNo: 2 });
    fireEvent.click(screen.getByTestId('lottery-draws-previous'));
    await waitFor(() => expect(screen.getAllByTestId('lottery-draw')).toHaveLength(10));
  });

  it('opens the lottery a link names, and another one from the picker', async () => {
    const { location } = await open('?gameId=200003');
    await screen.findAllByTestId('lottery-draw');
    expect(fakePlatform.requests(calls.lottery.draws)[0]!.query).toMatchObject({ gameId: 200003 });
    fireEvent.change(screen.getByTestId('lottery-picker'), { target: { value: '200002' } });
    await waitFor(() => expect(fakePlatform.requests(calls.lottery.draws).at(-1)!.query).toMatchObject({ gameId: 200002, pageNo: 1 }));
    expect(location().search).toBe('?gameId=200002');
  });

  it('says so when a lottery has not drawn in the last 30 days', async () => {
    fakePlatform.answer(calls.lottery.draws, ({ query }) => ({
      gameId: Number(query?.gameId),
      gameName: 'Northern Lottery',
      vassalage: 'TCG_LOTTO_VN',
      region: 'NORTH' as const,
      list: [],
      pageNum: 1,
      totalPages: 0,
      totalCount: 0,
    }));
    await open();
    expect((await screen.findByTestId('lottery-draws-empty')).textContent).toContain(i18n.t('lottery_draws_empty'));
  });

  it('shows no picker when the catalogue has no lottery', async () => {
    fakePlatform.answer(calls.games.gameList, { games: [], pageNum: 1, totalPages: 0 });
    await open();
    expect((await screen.findByTestId('lottery-list-empty')).textContent).toContain(i18n.t('lottery_list_empty'));
    expect(screen.queryByTestId('lottery-picker')).toBeNull();
  });

  it('shows a failed load with a retry that loads the draws', async () => {
    let fail = true;
    fakePlatform.answer(calls.lottery.draws, (request) => {
      if (fail) return refuseUnknown('system.error', { status: 500 });
      return lotteryAnswers[calls.lottery.draws.id]!(request);
    });
    await open();
    const error = await screen.findByTestId('lottery-draws-error');
    expect(error.textContent).toContain(i18n.t('lottery_load_failed'));
    fail = false;
    fireEvent.click(screen.getByTestId('lottery-draws-retry'));
    expect(await screen.findAllByTestId('lottery-draw')).toHaveLength(10);
  });
});

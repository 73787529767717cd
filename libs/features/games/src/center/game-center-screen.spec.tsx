import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameWindow } from '@playdeck/game-kit';
import { useSessionStore } from '@playdeck/session';
import { calls, fakePlatform, lane, networkFailure, platformServer, refuseUnknown, renderWithApp } from '@playdeck/testing';
import GameCenterScreen from './game-center-screen';

// Lanes without PVP and FISH, so e-sports has no anchor and goes last.
beforeEach(() => {
  fakePlatform.answer(calls.games.vendors, {
    data: {
      lanes: [
        lane('LOTT', ['TCG_SEA', 'ELOTT'], 'Lottery'),
        lane('LIVE', ['EVO'], 'Live'),
        lane('RNG', ['JL', 'PG'], 'Slots'),
        lane('SPORTS', ['SABA', 'AV', 'DS88'], 'Sports'),
      ],
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const open = (path = '/m/gameCenter') => renderWithApp(<GameCenterScreen />, { path, routePath: '/m/gameCenter' });

describe('game centre', () => {
  it('has ALL plus each category in order, cockfight after LIVE (e-sports last without a PVP lane)', async () => {
    await open();
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.dataset.testid)).toEqual(
      ['ALL', 'LOTT', 'LIVE', 'COCKFIGHT', 'RNG', 'SPORTS', 'ESPORTS'].map((id) => `game-center-tab-${id}`),
    );
    expect(screen.getByTestId('game-center-tab-ALL').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('game-center-SPORTS')).toBeTruthy();
  });

  it('leads the lottery row to the draw results and the Vietnamese lottery', async () => {
    await open('/m/gameCenter?gameCategory=LOTT');
    const lottery = await screen.findByTestId('game-center-LOTT');
    expect(within(lottery).getByTestId('game-center-lottery-pages-history').getAttribute('href')).toBe('/m/lotteryHistory');
    expect(within(lottery).getByTestId('game-center-lottery-pages-vietnam').getAttribute('href')).toBe('/m/vnLottery');
  });

  it('shows one category from the URL, and the slots tab goes to the slots centre', async () => {
    const view = await open('/m/gameCenter?gameCategory=LIVE');
    await screen.findByTestId('game-center-LIVE');
    expect(screen.queryByTestId('game-center-LOTT')).toBeNull();
    expect(screen.queryByTestId('game-center-lottery-pages')).toBeNull();
    fireEvent.click(screen.getByTestId('game-center-tab-RNG'));
    expect(view.location().pathname).toBe('/m/slotsCenter');
  });

  it('leads slot vendors to their slots centre and launches other vendors directly', async () => {
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 });
    const open$ = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    fakePlatform.answer(calls.games.launch, () => ({ content: { game_url: '/wps/game/demo/play/lobby' } }));
    await open();
    const slots = await screen.findByTestId('game-center-vendor-RNG-PG');
    expect(slots.getAttribute('href')).toBe('/m/slotsCenter?vassalage=PG');
    fireEvent.click(screen.getByTestId('game-center-vendor-LIVE-EVO'));
    await waitFor(() => expect(open$).toHaveBeenCalledWith(`${location.origin}/wps/game/demo/play/lobby`));
    const launch = fakePlatform.requests(calls.games.launch)[0]!.body;
    // JSON leaves undefined fields out: the lobby launch names neither game nor node.
    expect(launch).toMatchObject({ category: 'LIVE', vendor: 'EVO', showChoice: false, launchMode: 'GLS', accountType: 1 });
    expect([launch.gameId, launch.nodeId]).toEqual([undefined, undefined]);
  });
});

describe("a category's big wins", () => {
  const rowsOf = (block: HTMLElement) =>
    within(block)
      .getAllByTestId('game-center-winner')
      .map((row) => [...row.children].map((cell) => cell.textContent));

  it("shows the category's latest wins from the winner board under its vendors, names masked as the platform sends them", async () => {
    await open('/m/gameCenter?gameCategory=LIVE');
    const block = await screen.findByRole('region', { name: 'Recent big wins' });
    expect(rowsOf(block)).toEqual([
      ['li**nh', 'Speed Roulette', '₫800,000'],
      ['qu**ng', 'Baccarat Squeeze', '₫2,150,000'],
      ['th**ao', 'Dragon Tiger', '₫730,500'],
    ]);
    expect(fakePlatform.requests(calls.content.winnerBoard).map((request) => request.query)).toEqual([
      { gameCategory: 'LIVE', language: 'EN', limitNum: 5 },
    ]);
    // Below the page's own content: the vendors come first.
    const vendors = screen.getByTestId('game-center-LIVE');
    expect(vendors.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for each category its own board, and nothing on the ALL tab', async () => {
    const all = await open();
    await screen.findByTestId('game-center-SPORTS');
    expect(screen.queryByTestId('game-center-winners')).toBeNull();
    expect(fakePlatform.requests(calls.content.winnerBoard)).toEqual([]);
    all.unmount();

    await open('/m/gameCenter?gameCategory=SPORTS');
    expect(rowsOf(await screen.findByTestId('game-center-winners'))[0]).toEqual(['hi**eu', 'Football Parlay', '₫3,400,000']);
    expect(fakePlatform.requests(calls.content.winnerBoard)[0]!.query).toMatchObject({ gameCategory: 'SPORTS' });
  });

  it('is not there when the board is empty, refused, unreachable or off the contract, and the vendors stay', async () => {
    const answers = [
      () => fakePlatform.answer(calls.content.winnerBoard, { list: [] }),
      () => fakePlatform.answer(calls.content.winnerBoard, refuseUnknown('system.busy', { status: 500 })),
      () => fakePlatform.answer(calls.content.winnerBoard, networkFailure()),
      () =>
        platformServer.use(
          http.get(calls.content.winnerBoard.path, () =>
            HttpResponse.json({ success: true, value: { list: [{ vo: { customerName: 'tu**an', winAmount: 'lots' } }] } }),
          ),
        ),
    ];
    for (const answer of answers) {
      answer();
      const view = await open('/m/gameCenter?gameCategory=LIVE');
      await screen.findByTestId('game-center-vendor-LIVE-EVO');
      // Every request settled (a network failure is asked twice: one quiet retry), and still no block.
      await waitFor(() => expect(fakePlatform.requests(calls.content.winnerBoard).length).toBeGreaterThan(0));
      await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
      expect(screen.queryByTestId('game-center-winners')).toBeNull();
      expect(screen.getByTestId('game-center-LIVE')).toBeTruthy();
      view.unmount();
      platformServer.resetHandlers();
    }
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@playdeck/i18n';
import { useSessionStore } from '@playdeck/session';
import type { Game } from '@playdeck/api';
import { calls, demoPopularGames, fakePlatform, refuseUnknown, renderWithApp } from '@playdeck/testing';
import HotGamesCarousel from './hot-games-carousel';
import { gameWindow } from '@playdeck/game-kit';

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const member = () => useSessionStore.getState().setSession({ token: 'token-1', merchantCode: 'PLAYDECK', userName: 'member01', type: 0 });
const game = (change: Partial<Game> = {}): Game => ({ ...demoPopularGames('EN')[0]!, ...change });
const tiles = () => screen.findAllByTestId('home-hot-game');

describe('HotGamesCarousel', () => {
  it('asks for the popular games in the player language and shows them with previous and next buttons', async () => {
    await renderWithApp(<HotGamesCarousel />);
    expect((await tiles()).map((tile) => tile.textContent)).toEqual(['Mahjong Ways', 'Ocean King']);
    expect(fakePlatform.requests(calls.games.popular)[0]!.query).toEqual({ isPlatform: '2', platform: 'html5', language: 'EN' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('asks again when the language changes', async () => {
    await renderWithApp(<HotGamesCarousel />);
    await tiles();
    await act(() => i18n.changeLanguage('TY'));
    expect(await screen.findByText('Đường Mạt Chược')).toBeTruthy();
    expect(fakePlatform.requests(calls.games.popular).map((call) => call.query.language)).toEqual(['EN', 'TY']);
    await act(() => i18n.changeLanguage('EN'));
  });

  it('sends a visitor to the login page', async () => {
    const view = await renderWithApp(<HotGamesCarousel />);
    fireEvent.click((await tiles())[0]!);
    expect(view.location().pathname).toBe('/m/login');
    expect(fakePlatform.requests(calls.games.launch)).toEqual([]);
  });

  it('launches a member game with the category, vendor, game and node of the game', async () => {
    member();
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    fakePlatform.answer(calls.games.launch, () => ({ content: { game_url: '/wps/game/demo/play/fish' } }));
    await renderWithApp(<HotGamesCarousel />);
    fireEvent.click((await tiles())[1]!);
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${location.origin}/wps/game/demo/play/fish`));
    expect(fakePlatform.requests(calls.games.launch)[0]!.body).toMatchObject({
      gameCategory: 'FISH',
      category: 'FISH',
      vendor: 'JL',
      gameId: 43,
      nodeId: '100043',
      supportPlay: 'html5',
      showChoice: false,
      launchMode: 'GLS',
      gateway: 3,
      accountType: 1,
    });
  });

  it('opens a lottery game through the lottery launch route', async () => {
    member();
    const lottery = game({
      category: 'LOTT',
      gameType: 'LOTT',
      vassalage: 'ELOTT',
      gameId: 9,
      gameCode: 'ELOTT_LOTT_001',
      gameGroupId: 3,
      lottoMode: 'Entertainment',
    });
    fakePlatform.answer(calls.games.popular, () => ({ list: [lottery] }));
    const view = await renderWithApp(<HotGamesCarousel />);
    fireEvent.click((await tiles())[0]!);
    await waitFor(() => expect(view.location().pathname).toBe('/m/launchGame'));
    expect(`${view.location().pathname}${view.location().search}`).toBe(
      '/m/launchGame?playType=ent&gameId=9&gameGroupId=3&prize_mode=Elott&code=ELOTT_LOTT_001&pageBack=home',
    );
    expect(fakePlatform.requests(calls.games.launch)).toEqual([]);
  });

  it('shows an empty state without games and a retry after a failure', async () => {
    fakePlatform.answer(calls.games.popular, () => ({ list: [] }));
    const empty = await renderWithApp(<HotGamesCarousel />);
    expect((await screen.findByTestId('home-block-empty')).textContent).toBe('No hot games right now');
    empty.unmount();

    let fail = true;
    fakePlatform.answer(calls.games.popular, () => (fail ? refuseUnknown('system.busy', { status: 500 }) : { list: [game()] }));
    await renderWithApp(<HotGamesCarousel />);
    await screen.findByTestId('home-block-error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await tiles()).toHaveLength(1);
  });
});

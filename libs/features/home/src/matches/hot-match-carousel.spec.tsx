import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@playdeck/api/client';
import { brandImages } from '@playdeck/brand';
import { beginTrialSession, useSessionStore } from '@playdeck/session';
import { gameWindow } from '@playdeck/game-kit';
import { hotMatch } from '../testing/home-answers';
import { answerCalls, renderHome } from '../testing/render-home';
import HotMatchCarousel from './hot-match-carousel';

vi.mock('@playdeck/session/api', () => ({ apiClient: { call: vi.fn(), request: vi.fn() }, isSessionEnded: () => false }));

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const member = () => useSessionStore.getState().setSession({ token: 'token-1', merchantCode: 'PLAYDECK', userName: 'member01', type: 0 });
const twoMatches = () => [hotMatch(), hotMatch({ league: 'LaLiga', homeTeam: 'Sevilla', awayTeam: 'Valencia', roomId: '100400', nodeId: '100400' })];

describe('HotMatchCarousel', () => {
  it('shows league, both teams with crests and the start time as year day/month hour:minute', async () => {
    answerCalls({ 'content.hotMatches': () => [hotMatch()] });
    await renderHome(<HotMatchCarousel />);
    const slide = await screen.findByTestId('home-hot-match');
    expect(slide.textContent).toContain('Premier League');
    expect(slide.textContent).toContain('Arsenal');
    expect(slide.textContent).toContain('Chelsea');
    expect(screen.getByTestId('home-hot-match-time').textContent).toBe('2026 21/11 19:30');
    const crests = [...slide.querySelectorAll('img')];
    expect(crests.map((image) => image.getAttribute('src'))).toEqual(['/wps/static/teams/arsenal.svg', '/wps/static/teams/chelsea.svg']);
    fireEvent.error(crests[0]!);
    expect(slide.querySelector('img')!.getAttribute('src')).toBe(brandImages.defaultGame);
  });

  it('loops with dots when there is more than one match, and has no dots for one', async () => {
    answerCalls({ 'content.hotMatches': () => twoMatches() });
    const many = await renderHome(<HotMatchCarousel />);
    await screen.findAllByTestId('home-hot-match');
    await waitFor(() => expect(many.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(2));
    many.unmount();

    answerCalls({ 'content.hotMatches': () => [hotMatch()] });
    const one = await renderHome(<HotMatchCarousel />);
    await screen.findByTestId('home-hot-match');
    expect(one.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(0);
  });

  it('asks for the mobile hot matches', async () => {
    const { callsTo } = answerCalls({ 'content.hotMatches': () => [hotMatch()] });
    await renderHome(<HotMatchCarousel />);
    await screen.findByTestId('home-hot-match');
    expect(callsTo('content.hotMatches')[0]!.query).toEqual({ platform: 'M' });
  });

  it('sends a visitor who bets to the login page without launching', async () => {
    const { callsTo } = answerCalls({ 'content.hotMatches': () => [hotMatch()] });
    const view = await renderHome(<HotMatchCarousel />);
    fireEvent.click(await screen.findByTestId('home-bet-now'));
    expect(view.location().pathname).toBe('/m/login');
    expect(callsTo('games.launch')).toEqual([]);
  });

  it('launches the match game for a member and opens the game in this window', async () => {
    member();
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    const { callsTo } = answerCalls({
      'content.hotMatches': () => [hotMatch()],
      'games.launch': () => ({ content: { game_url: '/wps/game/demo/play/ticket-1' } }),
    });
    await renderHome(<HotMatchCarousel />);
    fireEvent.click(await screen.findByTestId('home-bet-now'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/wps/game/demo/play/ticket-1'));
    expect(callsTo('games.launch')[0]!.body).toEqual({
      gameCategory: 'SPORTS',
      category: 'SPORTS',
      vendor: 'SABA',
      gameId: 100321,
      nodeId: '100321',
      supportPlay: 'html5',
      showChoice: false,
      launchMode: 'GLS',
      accountType: 1,
      language: 'EN',
    });
  });

  it('launches in free play for a trial user', async () => {
    beginTrialSession({ token: 'trial-token', userName: 'guest1', merchantCode: 'PLAYDECKtrial', customerType: 0, firstTimeLogin: false });
    vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    const { callsTo } = answerCalls({
      'content.hotMatches': () => [hotMatch()],
      'games.launch': () => ({ content: { game_url: '/wps/game/demo/play/ticket-2' } }),
    });
    await renderHome(<HotMatchCarousel />);
    fireEvent.click(await screen.findByTestId('home-bet-now'));
    await waitFor(() => expect(callsTo('games.launch')).toHaveLength(1));
    expect(callsTo('games.launch')[0]!.body.accountType).toBe(0);
  });

  it('says why a launch failed and stays on home', async () => {
    member();
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    answerCalls({
      'content.hotMatches': () => [hotMatch()],
      'games.launch': () => {
        throw new ApiError('games.launch', 'function.not.available', 400, undefined);
      },
    });
    await renderHome(<HotMatchCarousel />);
    fireEvent.click(await screen.findByTestId('home-bet-now'));
    expect(await screen.findByText('Sorry, this account does not have permission or the feature is temporarily unavailable.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('home-bet-now').getAttribute('aria-busy')).toBeNull();
  });

  it('shows an empty state without matches, and a retry after a failure', async () => {
    answerCalls({ 'content.hotMatches': () => [] });
    const empty = await renderHome(<HotMatchCarousel />);
    expect((await screen.findByTestId('home-block-empty')).textContent).toBe('No upcoming matches');
    empty.unmount();

    let fail = true;
    answerCalls({
      'content.hotMatches': () => {
        if (fail) throw new ApiError('content.hotMatches', 'system.busy', 500, undefined);
        return [hotMatch()];
      },
    });
    await renderHome(<HotMatchCarousel />);
    await screen.findByTestId('home-block-error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('home-hot-match')).toBeTruthy();
  });
});

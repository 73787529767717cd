import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brand, brandImages } from '@playdeck/brand';
import { beginTrialSession, useSessionStore } from '@playdeck/session';
import { gameWindow } from '@playdeck/game-kit';
import { calls, fakePlatform, hotMatch, refuse, refuseUnknown, renderWithApp } from '@playdeck/testing';
import HotMatchCarousel from './hot-match-carousel';

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const member = () => useSessionStore.getState().setSession({ token: 'token-1', merchantCode: 'PLAYDECK', userName: 'member01', type: 0 });
const twoMatches = () => [
  hotMatch(),
  hotMatch({ league: 'LaLiga', homeTeam: 'Sevilla', awayTeam: 'Valencia', roomId: '100400', nodeId: '100400' }),
];

describe('HotMatchCarousel', () => {
  it('shows league, both teams with crests and the start time as year day/month hour:minute', async () => {
    fakePlatform.answer(calls.content.hotMatches, () => [hotMatch()]);
    await renderWithApp(<HotMatchCarousel />);
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
    fakePlatform.answer(calls.content.hotMatches, () => twoMatches());
    const many = await renderWithApp(<HotMatchCarousel />);
    await screen.findAllByTestId('home-hot-match');
    await waitFor(() => expect(many.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(2));
    many.unmount();

    fakePlatform.answer(calls.content.hotMatches, () => [hotMatch()]);
    const one = await renderWithApp(<HotMatchCarousel />);
    await screen.findByTestId('home-hot-match');
    expect(one.container.querySelectorAll('.swiper-pagination-bullet')).toHaveLength(0);
  });

  it('asks for the mobile hot matches of the merchant with types=H', async () => {
    fakePlatform.answer(calls.content.hotMatches, () => [hotMatch()]);
    await renderWithApp(<HotMatchCarousel />);
    await screen.findByTestId('home-hot-match');
    expect(fakePlatform.requests(calls.content.hotMatches)[0]!.query).toEqual({
      types: 'H',
      platform: 'M',
      merchantCode: brand.merchantCode,
    });
  });

  it('sends a visitor who bets to the login page without launching', async () => {
    fakePlatform.answer(calls.content.hotMatches, () => [hotMatch()]);
    const view = await renderWithApp(<HotMatchCarousel />);
    fireEvent.click(await screen.findByTestId('home-bet-now'));
    expect(view.location().pathname).toBe('/m/login');
    expect(fakePlatform.requests(calls.games.launch)).toEqual([]);
  });

  it('launches the match game for a member and opens the game in this window', async () => {
    member();
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    fakePlatform.answer(calls.content.hotMatches, [hotMatch()]);
    fakePlatform.answer(calls.games.launch, { content: { game_url: '/wps/game/demo/play/ticket-1' } });
    await renderWithApp(<HotMatchCarousel />);
    fireEvent.click(await screen.findByTestId('home-bet-now'));
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${location.origin}/wps/game/demo/play/ticket-1`));
    expect(fakePlatform.requests(calls.games.launch)[0]!.body).toEqual({
      gameCategory: 'SPORTS',
      category: 'SPORTS',
      vendor: 'SABA',
      gameId: 100321,
      nodeId: '100321',
      supportPlay: 'html5',
      showChoice: false,
      launchMode: 'GLS',
      gateway: 3,
      accountType: 1,
      language: 'EN',
    });
  });

  it('launches in free play for a trial user', async () => {
    beginTrialSession({ token: 'trial-token', userName: 'guest1', merchantCode: 'PLAYDECKtrial', customerType: 0, firstTimeLogin: false });
    vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    fakePlatform.answer(calls.content.hotMatches, [hotMatch()]);
    fakePlatform.answer(calls.games.launch, { content: { game_url: '/wps/game/demo/play/ticket-2' } });
    await renderWithApp(<HotMatchCarousel />);
    fireEvent.click(await screen.findByTestId('home-bet-now'));
    await waitFor(() => expect(fakePlatform.requests(calls.games.launch)).toHaveLength(1));
    expect(fakePlatform.requests(calls.games.launch)[0]!.body.accountType).toBe(0);
  });

  it('says why a launch failed and stays on home', async () => {
    member();
    const open = vi.spyOn(gameWindow, 'open').mockImplementation(() => undefined);
    fakePlatform.answer(calls.content.hotMatches, [hotMatch()]);
    fakePlatform.answer(calls.games.launch, refuse('function.not.available'));
    await renderWithApp(<HotMatchCarousel />);
    fireEvent.click(await screen.findByTestId('home-bet-now'));
    expect(await screen.findByText('Sorry, this account does not have permission or the feature is temporarily unavailable.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('home-bet-now').getAttribute('aria-busy')).toBeNull();
  });

  it('shows an empty state without matches, and a retry after a failure', async () => {
    fakePlatform.answer(calls.content.hotMatches, () => []);
    const empty = await renderWithApp(<HotMatchCarousel />);
    expect((await screen.findByTestId('home-block-empty')).textContent).toBe('No upcoming matches');
    empty.unmount();

    let fail = true;
    fakePlatform.answer(calls.content.hotMatches, () => (fail ? refuseUnknown('system.busy', { status: 500 }) : [hotMatch()]));
    await renderWithApp(<HotMatchCarousel />);
    await screen.findByTestId('home-block-error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('home-hot-match')).toBeTruthy();
  });
});

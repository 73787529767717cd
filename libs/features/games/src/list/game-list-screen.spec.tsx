import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@playdeck/i18n';
import { useSessionNotice, useSessionStore } from '@playdeck/session';
import type { CallDefinition } from '@playdeck/api';
import { calls, fakePlatform, gamesFixture, pagedGames, refuse, refuseUnknown, renderWithApp } from '@playdeck/testing';
import { brandImages } from '@playdeck/brand';
import { NAME_HEIGHT } from '@playdeck/game-kit';
import GameListScreen from './game-list-screen';

const member = { token: 't', merchantCode: 'PLAYDECK', userName: 'amy', type: 0 };

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const open = (path = '/m/gameList?gameType=RNG') => renderWithApp(<GameListScreen />, { path, routePath: '/m/gameList' });
const tiles = () => screen.getAllByTestId('game-tile').map((tile) => tile.dataset.nodeId);
const lastQuery = (definition: CallDefinition) => fakePlatform.requests(definition).at(-1)?.query;

describe('game list', () => {
  it('shows the first page of the game type with page size 25, then the rest as the user nears the end', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(60));
    await open();
    await screen.findByTestId('game-list-end', {}, { timeout: 8000 });
    // jsdom has no layout: the end of the page is always in reach, so every page loads, once a second at most.
    expect(fakePlatform.requests(calls.games.gameList).map((options) => options.query.pageNo)).toEqual([1, 2, 3]);
    expect(lastQuery(calls.games.gameList)).toMatchObject({
      gameType: 'RNG',
      pageSize: 25,
      platform: 'html5',
      clientType: '2',
      language: 'EN',
    });
    expect(screen.getByTestId('game-grid').dataset.count).toBe('60');
  });

  it("keeps the banner's place from the first paint: a reserved box while banners load, then the banner, or the brand's own", async () => {
    fakePlatform.answer(calls.content.banners, () => new Promise(() => {}));
    const loading = await open();
    const slot = await screen.findByTestId('game-list-banner-slot');
    expect(slot.style.aspectRatio).toBe('75 / 28');
    expect(screen.queryByTestId('game-list-banner')).toBeNull();
    loading.unmount();

    fakePlatform.answer(calls.content.banners, () => [{ groupName: 'm_rng' as const, url: '/wps/static/banners/slots.svg' }]);
    const shown = await open();
    const banner = await screen.findByTestId('game-list-banner');
    expect(banner.getAttribute('src')).toBe('/wps/static/banners/slots.svg');
    expect(banner.style.aspectRatio).toBe('75 / 28');
    // The page's largest image: fetched at once and ahead of the tiles' icons.
    expect([banner.getAttribute('loading'), banner.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    shown.unmount();

    fakePlatform.answer(calls.content.banners, () => []);
    await open();
    expect((await screen.findByTestId('game-list-banner')).getAttribute('src')).toBe(brandImages.defaultBanner);
    expect(screen.queryByTestId('game-list-banner-slot')).toBeNull();
  });

  it("holds the first page's place with placeholders of the tiles' shape: a square icon and a two-line name", async () => {
    fakePlatform.answer(calls.games.gameList, () => new Promise(() => {}));
    await open();
    const placeholders = [...(await screen.findByTestId('game-list-loading')).children];
    expect(placeholders).toHaveLength(12);
    for (const placeholder of placeholders) {
      const [icon, name] = [...placeholder.children] as HTMLElement[];
      expect(icon!.dataset.shape).toBe('rect');
      expect(name!.style.height).toBe(`${NAME_HEIGHT}px`);
    }
  });

  it('live casino: filters the rooms by type (Free, VIP, Pay per View) from the game menus, and marks each tile with its room', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(3, { category: 'LIVE', gameType: 'LIVE', roomType: 'VIP' }));
    const view = await open('/m/gameList?gameType=LIVE');
    await screen.findAllByTestId('game-tile');
    expect(screen.getAllByTestId('game-tile').every((tile) => tile.textContent?.includes('VIP'))).toBe(true);
    expect(lastQuery(calls.games.gameMenu)).toMatchObject({ gameType: 'LIVE' });
    const room = (await screen.findByTestId('game-filter-room')) as HTMLSelectElement;
    expect([...room.options].map((option) => option.textContent)).toEqual(['All', 'Free', 'VIP', 'Pay per View']);
    // Live rooms have no lines to choose from.
    expect(screen.queryByTestId('game-filter-min-line')).toBeNull();
    fireEvent.change(room, { target: { value: 'PPV' } });
    await waitFor(() => expect(lastQuery(calls.games.gameList)).toMatchObject({ gameType: 'LIVE', roomType: 'PPV', pageNo: 1 }));
    expect(view.location().search).toBe('?gameType=LIVE&roomType=PPV');
    expect(screen.getByTestId('game-list').dataset.dataType).toBe('filter');
  });

  it('slots: filters by minimum lines (the game list minLine) from the line counts the game menus offer; no room filter', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(3));
    const view = await open();
    const lines = (await screen.findByTestId('game-filter-min-line')) as HTMLSelectElement;
    expect([...lines.options].map((option) => option.textContent)).toEqual(['All', '9+ lines', '20+ lines', '25+ lines', '243+ lines']);
    expect(screen.queryByTestId('game-filter-room')).toBeNull();
    fireEvent.change(lines, { target: { value: '25' } });
    await waitFor(() => expect(lastQuery(calls.games.gameList)).toMatchObject({ gameType: 'RNG', minLine: 25, pageNo: 1 }));
    expect(view.location().search).toBe('?gameType=RNG&minLine=25');
  });

  it('filters by vendor, name and minimum bet through the URL, and a tab change clears every filter', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(3));
    fakePlatform.answer(calls.games.popular, () => ({ list: gamesFixture(2, 500) }));
    const view = await open();
    await screen.findAllByTestId('game-tile');

    fireEvent.click(screen.getByTestId('game-filter-vendor'));
    fireEvent.click(await screen.findByTestId('game-vendor-option-PG'));
    await waitFor(() => expect(lastQuery(calls.games.gameList)).toMatchObject({ vassalage: 'PG' }));
    fireEvent.change(screen.getByTestId('game-filter-min-bet'), { target: { value: '0.05' } });
    await waitFor(() => expect(lastQuery(calls.games.gameList)).toMatchObject({ vassalage: 'PG', minBet: 0.05 }));
    fireEvent.change(screen.getByTestId('game-filter-name'), { target: { value: 'dragon' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(lastQuery(calls.games.gameList)).toMatchObject({ vassalage: 'PG', minBet: 0.05, gameName: 'dragon', pageNo: 1 }),
    );
    expect(new URLSearchParams(view.location().search).toString()).toBe('gameType=RNG&vassalage=PG&gameName=dragon&minBet=0.05');
    expect(screen.getByTestId('game-list').dataset.dataType).toBe('filter');

    fireEvent.click(screen.getByTestId('game-tab-hot'));
    await waitFor(() => expect(tiles()).toEqual(['500', '501']));
    expect(view.location().search).toBe('?gameType=RNG&type=hot');
    expect((screen.getByTestId('game-filter-name') as HTMLInputElement).value).toBe('');
    expect(lastQuery(calls.games.popular)).toMatchObject({ gameType: 'RNG', language: 'EN' });
  });

  // Spec section 2 says a vendor choice opens gameType=RNG; outside slots that would list no game of a live
  // or fishing vendor, so the list keeps its own type (the deviation is recorded in README.md).
  it("choosing a vendor outside slots keeps the list's game type", async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(3));
    const view = await open('/m/gameList?gameType=LIVE');
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByTestId('game-filter-vendor'));
    fireEvent.click(await screen.findByTestId('game-vendor-option-EVO'));
    await waitFor(() => expect(lastQuery(calls.games.gameList)).toMatchObject({ gameType: 'LIVE', vassalage: 'EVO' }));
    expect(view.location().search).toBe('?gameType=LIVE&vassalage=EVO');
    expect(screen.queryByTestId('game-vendor-option-PG')).toBeNull();
  });

  it('narrows the list by classification from its tabs', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(3));
    const view = await open();
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByTestId('game-filter-classify-SC'));
    await waitFor(() => expect(lastQuery(calls.games.gameList)).toMatchObject({ gameClassify: 'SC', pageNo: 1 }));
    expect(view.location().search).toBe('?gameType=RNG&gameClassify=SC');
    expect(screen.getByRole('button', { name: 'Scratch' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("offers the classification tabs the category's or the chosen vendor's games have (vendor game types)", async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(3));
    fakePlatform.answer(calls.games.vendorGameTypes, { content: { RNG: { JL: ['SC', 'JP'], PG: ['VP'] } } });
    const classifyTabs = () =>
      within(screen.getByTestId('game-filter-classify'))
        .getAllByRole('button')
        .map((tab) => tab.dataset.testid!.replace('game-filter-classify-', ''));
    await open('/m/gameList?gameType=RNG');
    await screen.findAllByTestId('game-tile');
    await waitFor(() => expect(classifyTabs()).toEqual(['all', 'JP', 'SC', 'VP']));
    expect(fakePlatform.requests(calls.games.vendorGameTypes)[0]!.query).toMatchObject({ typeId: 1 });
    fireEvent.click(screen.getByTestId('game-filter-vendor'));
    fireEvent.click(await screen.findByTestId('game-vendor-option-PG'));
    await waitFor(() => expect(classifyTabs()).toEqual(['all', 'VP']));
  });

  it('keeps the vendor game types from the last visit (spec section 9: cached)', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(3));
    fakePlatform.answer(calls.games.vendorGameTypes, { content: { RNG: { JL: ['AC'] } } });
    const first = await open('/m/gameList?gameType=RNG');
    await waitFor(() => expect(screen.queryByTestId('game-filter-classify-AC')).not.toBeNull());
    first.unmount();
    fakePlatform.answer(calls.games.vendorGameTypes, refuseUnknown('system.busy', { status: 500 }));
    await open('/m/gameList?gameType=RNG');
    await screen.findAllByTestId('game-tile');
    expect(screen.getByTestId('game-filter-classify-AC')).toBeTruthy();
    expect(screen.queryByTestId('game-filter-classify-JP')).toBeNull();
  });

  it('waits 800 ms after the last key before searching by name', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakePlatform.answer(calls.games.gameList, pagedGames(3));
    await open();
    await screen.findAllByTestId('game-tile');
    const searches = () => fakePlatform.requests(calls.games.gameList).filter((options) => options.query.gameName !== undefined);
    fireEvent.change(screen.getByTestId('game-filter-name'), { target: { value: 'gol' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(screen.getByTestId('game-filter-name'), { target: { value: 'gold' } });
    act(() => vi.advanceTimersByTime(799));
    expect(searches()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() => expect(searches().map((options) => options.query.gameName)).toEqual(['gold']));
  });

  it('clearing the last filter returns to all', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(3));
    const view = await open('/m/gameList?gameType=RNG&gameClassify=JP');
    await screen.findAllByTestId('game-tile');
    expect(screen.getByTestId('game-list').dataset.dataType).toBe('filter');
    expect(screen.getByTestId('game-filter-classify-JP').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('game-filter-classify-all'));
    await waitFor(() => expect(screen.getByTestId('game-list').dataset.dataType).toBe('all'));
    expect(view.location().search).toBe('?gameType=RNG');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows an empty state with a way out of the filters', async () => {
    fakePlatform.answer(calls.games.gameList, () => ({ games: [], pageNum: 1, totalPages: 0 }));
    await open('/m/gameList?gameType=RNG&gameName=zzz');
    const empty = await screen.findByTestId('game-list-empty');
    expect(empty.textContent).toContain('No games match these filters');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('game-list').dataset.dataType).toBe('all'));
  });

  it('shows a translated error with a retry instead of a blank list', async () => {
    let fail = true;
    fakePlatform.answer(calls.games.gameList, (options) => {
      if (fail) return refuse('TOO_MANY_REQUEST', { status: 429 });
      return pagedGames(2)(options);
    });
    await open();
    const error = await screen.findByTestId('game-list-error');
    expect(error.textContent).not.toBe('Retry');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tiles()).toEqual(['1', '2']));
  });

  it('keeps visitors out of the favourites and recent tabs with a 2 s notice', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(2));
    await open();
    await screen.findAllByTestId('game-tile');
    fireEvent.click(screen.getByTestId('game-tab-fav'));
    expect(useSessionNotice.getState().messageKey).toBe('error_not_logged_in');
    expect(screen.getByTestId('game-tab-all').getAttribute('aria-selected')).toBe('true');
  });

  it('sends a visitor who taps a game to login', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(2));
    const view = await open();
    fireEvent.click(within((await screen.findAllByTestId('game-tile'))[0]!).getByTestId('game-tile-open'));
    expect(view.location().pathname).toBe('/m/login');
    expect(fakePlatform.requests(calls.games.launch)).toEqual([]);
  });

  it('drops a tile from the favourites view as soon as it is removed', async () => {
    useSessionStore.getState().setSession(member);
    fakePlatform.answer(calls.games.favouriteIds, () => ['1', '2']);
    fakePlatform.answer(calls.games.favourites, () => ({ content: gamesFixture(2, 1), pageNum: 1, totalPages: 1 }));
    fakePlatform.answer(calls.games.removeFavourite, () => new Promise(() => {}));
    await open('/m/gameList?gameType=RNG&type=fav');
    await waitFor(() => expect(tiles()).toEqual(['1', '2']));
    const star = within(screen.getAllByTestId('game-tile')[0]!).getByTestId('game-tile-favourite');
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    await waitFor(() => expect(tiles()).toEqual(['2']));
  });

  it('asks again in the new language 250 ms after a language change', async () => {
    fakePlatform.answer(calls.games.gameList, pagedGames(2));
    await open();
    await screen.findAllByTestId('game-tile');
    await act(() => i18n.changeLanguage('TY'));
    await waitFor(() => expect(lastQuery(calls.games.gameList)).toMatchObject({ language: 'TY' }));
    await act(() => i18n.changeLanguage('EN'));
  });
});

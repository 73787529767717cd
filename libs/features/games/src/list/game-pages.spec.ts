import { describe, expect, it, vi } from 'vitest';
import type { Game } from '@playdeck/api';
import { gameFixture } from '@playdeck/testing';
import { appendPages, fetchGamePage, nextPageNo, type GamePage, type PageRequest } from './game-pages';
import { NO_FILTERS } from './list-state';

const page = (pageNo: number, totalPages: number, games: Game[]): GamePage => ({ pageNo, totalPages, games });
const request = (change: Partial<PageRequest> = {}): PageRequest => ({
  dataType: 'all',
  gameType: 'RNG',
  filters: NO_FILTERS,
  language: 'EN',
  ...change,
});

describe('nextPageNo', () => {
  it('asks for the next page until the last one', () => {
    expect(nextPageNo(page(1, 3, [gameFixture()]))).toBe(2);
    expect(nextPageNo(page(3, 3, [gameFixture()]))).toBeUndefined();
  });

  it('stops at an empty page whatever the total says', () => {
    expect(nextPageNo(page(2, 9, []))).toBeUndefined();
  });
});

describe('appendPages', () => {
  it('appends pages in order and drops a game seen on an earlier page', () => {
    const a = gameFixture({ nodeId: '1' });
    const b = gameFixture({ nodeId: '2' });
    const c = gameFixture({ nodeId: '3' });
    expect(appendPages([page(1, 2, [a, b]), page(2, 2, [b, c])]).map((game) => game.nodeId)).toEqual(['1', '2', '3']);
  });
});

describe('fetchGamePage', () => {
  it('asks the game list with page size 25 and the filters for "all" and "filter"', async () => {
    const call = vi.fn().mockResolvedValue({ games: [], pageNum: 2, totalPages: 4 });
    const filters = {
      vassalage: 'JL',
      gameName: 'gold',
      gameClassify: 'JP' as const,
      minBet: '0.05',
      minLine: '25',
      roomType: 'VIP' as const,
    };
    const result = await fetchGamePage(call, request({ dataType: 'filter', filters }), 2);
    expect(call.mock.calls[0]![0].id).toBe('games.gameList');
    expect(call.mock.calls[0]![1].query).toEqual({
      platform: 'html5',
      clientType: '2',
      gameType: 'RNG',
      pageNo: 2,
      pageSize: 25,
      vassalage: 'JL',
      gameName: 'gold',
      gameClassify: 'JP',
      minBet: 0.05,
      minLine: 25,
      roomType: 'VIP',
      language: 'EN',
    });
    expect(result).toEqual({ games: [], pageNo: 2, totalPages: 4 });
  });

  it('reads hot games as one page, recent from list and favourites from content', async () => {
    const game = gameFixture();
    const call = vi.fn(async (definition: { id: string }) => {
      if (definition.id === 'games.popular') return { list: [game] };
      if (definition.id === 'games.recent') return { list: [game], totalPages: 2 };
      return { content: [game], pageNum: 1, totalPages: 1 };
    });
    expect(await fetchGamePage(call as never, request({ dataType: 'hot' }), 1)).toEqual({ games: [game], pageNo: 1, totalPages: 1 });
    expect(await fetchGamePage(call as never, request({ dataType: 'recent' }), 1)).toEqual({ games: [game], pageNo: 1, totalPages: 2 });
    expect(await fetchGamePage(call as never, request({ dataType: 'fav' }), 1)).toEqual({ games: [game], pageNo: 1, totalPages: 1 });
    expect(call.mock.calls.map(([definition]) => definition.id)).toEqual(['games.popular', 'games.recent', 'games.favourites']);
  });
});

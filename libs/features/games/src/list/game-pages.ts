import type { LanguageCode } from '@playdeck/brand';
import { contract, GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE, type Game, type GameCategory } from '@playdeck/api';
import type { ApiClient } from '@playdeck/api/client';
import type { DataType, GameFilters } from './list-state';

/** One page of whichever list the screen shows, in one shape. */
export interface GamePage {
  games: Game[];
  pageNo: number;
  totalPages: number;
}

export interface PageRequest {
  dataType: DataType;
  gameType: GameCategory;
  filters: GameFilters;
  language: LanguageCode;
}

type Call = ApiClient['call'];

/** Fetches page `pageNo` (from 1) of the list a request names, with the spec's parameters (section 7). */
export async function fetchGamePage(call: Call, request: PageRequest, pageNo: number, signal?: AbortSignal): Promise<GamePage> {
  const { gameType, filters, language } = request;
  switch (request.dataType) {
    case 'hot': {
      // Hot games are one short list, not paged.
      const value = await call(contract.games.popular, {
        query: { isPlatform: '2', platform: 'html5', language, gameType, pageSize: GAME_LIST_MAX_PAGE_SIZE },
        signal,
      });
      return { games: value.list, pageNo: 1, totalPages: 1 };
    }
    case 'recent': {
      const value = await call(contract.games.recent, {
        query: { page: pageNo, pageSize: GAME_LIST_PAGE_SIZE, gameType, language, clientType: '2' },
        signal,
      });
      return { games: value.list, pageNo, totalPages: value.totalPages };
    }
    case 'fav': {
      const value = await call(contract.games.favourites, { query: { pageNo, pageSize: GAME_LIST_PAGE_SIZE, language }, signal });
      return { games: value.content, pageNo: value.pageNum, totalPages: value.totalPages };
    }
    case 'all':
    case 'filter': {
      const value = await call(contract.games.gameList, {
        query: {
          platform: 'html5',
          clientType: '2',
          gameType,
          pageNo,
          pageSize: GAME_LIST_PAGE_SIZE,
          vassalage: filters.vassalage || undefined,
          gameName: filters.gameName || undefined,
          gameClassify: filters.gameClassify || undefined,
          minBet: filters.minBet ? Number(filters.minBet) : undefined,
          minLine: filters.minLine ? Number(filters.minLine) : undefined,
          roomType: filters.roomType || undefined,
          language,
        },
        signal,
      });
      return { games: value.games, pageNo: value.pageNum, totalPages: value.totalPages };
    }
  }
}

/** The next page to ask for, or undefined at the end. */
export function nextPageNo(last: GamePage): number | undefined {
  return last.pageNo < last.totalPages && last.games.length > 0 ? last.pageNo + 1 : undefined;
}

/** Pages appended in order; a game that moved between pages while paging is shown once. */
export function appendPages(pages: readonly GamePage[]): Game[] {
  const seen = new Set<string>();
  const games: Game[] = [];
  for (const page of pages) {
    for (const game of page.games) {
      if (seen.has(game.nodeId)) continue;
      seen.add(game.nodeId);
      games.push(game);
    }
  }
  return games;
}

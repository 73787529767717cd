import type { CallHandler } from '@playdeck/testing';
import { gamesFixture } from './game-fixture';

const card = (vassalage: string, gameType: 'LOTT' | 'LIVE' | 'RNG' | 'SPORTS' | 'PVP' | 'FISH') => ({
  vassalage,
  accountTypeName: vassalage,
  displayName: `${vassalage} Gaming`,
  gameType,
  gameCount: 4,
});

/** games.vendors as the platform answers it (e-sports and cockfight inside SPORTS). */
export const vendorsAnswer = {
  data: {
    lanes: [
      { title: 'Lottery', gameClassify: 'LOTT', cards: ['TCG_SEA', 'ELOTT'].map((code) => card(code, 'LOTT')) },
      { title: 'Live', gameClassify: 'LIVE', cards: ['EVO'].map((code) => card(code, 'LIVE')) },
      { title: 'Slots', gameClassify: 'RNG', cards: ['JL', 'PG'].map((code) => card(code, 'RNG')) },
      { title: 'Sports', gameClassify: 'SPORTS', cards: ['SABA', 'AV', 'DS88'].map((code) => card(code, 'SPORTS')) },
    ],
  },
};

/** A catalogue of `total` slots, paged like the platform (25 a page unless asked otherwise). */
export function pagedGameList(total: number) {
  const all = gamesFixture(total, 1);
  return (options: { query?: { pageNo?: number; pageSize?: number } }) => {
    const pageNo = options.query?.pageNo ?? 1;
    const pageSize = options.query?.pageSize ?? 25;
    return { games: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages: Math.ceil(total / pageSize) };
  };
}

/** What every games screen asks for besides its list: vendors, settings, banners, favourite ids. */
export function baseAnswers(overrides: Record<string, CallHandler> = {}): Record<string, CallHandler> {
  return {
    'games.vendors': () => vendorsAnswer,
    'system.consolidatedSettings': () => ({ vendorIconCDN: '/cdn/vendors/' }),
    'content.banners': () => [],
    'games.favouriteIds': () => [],
    ...overrides,
  };
}

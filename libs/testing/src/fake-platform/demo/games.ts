import type { Game, VendorLane } from '@playdeck/api';

/** A slot game as the platform answers it; override what a test is about. */
export function gameFixture(change: Partial<Game> = {}): Game {
  const nodeId = change.nodeId ?? '100001';
  return {
    gameId: Number(nodeId),
    nodeId,
    gameCode: `JL_RNG_${nodeId}`,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameType: 'RNG',
    category: 'RNG',
    vassalage: 'JL',
    vendorCode: 'JL',
    iconUrl: `/wps/static/games/${nodeId}.svg`,
    gameClassifyNew: null,
    minBet: 0.05,
    minLine: 20,
    isGameH5: true,
    isNew: false,
    isHot: false,
    supportPlay: 'html5',
    gameGroupId: null,
    lottoMode: null,
    ...change,
  };
}

/** `count` games with node ids from `first`. */
export function gamesFixture(count: number, first = 1, change: Partial<Game> = {}): Game[] {
  return Array.from({ length: count }, (_, index) => gameFixture({ nodeId: String(first + index), ...change }));
}

const card = (vassalage: string, gameType: VendorLane['gameClassify'], displayName = `${vassalage} Gaming`) => ({
  vassalage,
  accountTypeName: vassalage,
  displayName,
  gameType,
  gameCount: 4,
});

export const lane = (gameClassify: VendorLane['gameClassify'], vendors: string[], title: string = gameClassify): VendorLane => ({
  title,
  gameClassify,
  cards: vendors.map((vendor) => card(vendor, gameClassify)),
});

/** games.vendors: lottery first, e-sports and cockfight inside SPORTS as the platform files them. */
export const demoVendorLanes: VendorLane[] = [
  lane('LOTT', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']),
  lane('LIVE', ['SEX', 'EVO']),
  lane('RNG', ['JL', 'PG']),
  lane('SPORTS', ['BTI', 'SABA', 'AV', 'DS88']),
  lane('PVP', ['KM']),
  lane('FISH', ['JL']),
];

/** Home's hot games, named in the request's language. */
export function demoPopularGames(language: unknown): Game[] {
  return [
    gameFixture({
      gameId: 42,
      nodeId: '100042',
      gameCode: 'PG_RNG_001',
      gameName: language === 'TY' ? 'Đường Mạt Chược' : 'Mahjong Ways',
      nodeName: 'Mahjong Ways',
      displayName: 'Mahjong Ways',
      vassalage: 'PG',
      vendorCode: 'PG',
      minBet: 0.01,
      minLine: 10,
      isHot: true,
    }),
    gameFixture({ gameId: 43, nodeId: '100043', gameName: 'Ocean King', category: 'FISH', gameType: 'FISH', vassalage: 'JL', isHot: true }),
  ];
}

/** A catalogue of `total` games, paged like the platform (25 a page unless asked otherwise). */
export function pagedGames(total: number, change: Partial<Game> = {}) {
  const all = gamesFixture(total, 1, change);
  return ({ query }: { query?: { pageNo?: number; pageSize?: number } }) => {
    const pageNo = query?.pageNo ?? 1;
    const pageSize = query?.pageSize ?? 25;
    return { games: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNum: pageNo, totalPages: Math.ceil(total / pageSize) };
  };
}

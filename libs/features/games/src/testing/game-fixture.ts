import type { Game } from '@playdeck/api';

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

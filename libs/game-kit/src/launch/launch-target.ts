import type { Game, GameCategory, HotMatch, VendorCard } from '@playdeck/api';

/**
 * What games.launch needs to open one game (spec section 7: category, vendor, gameId or roomId, nodeId,
 * supportPlay). Without a game id or node id the vendor's own lobby opens (game centre vendor rows).
 */
export interface LaunchTarget {
  category: GameCategory;
  vendor: string;
  gameId?: number;
  nodeId?: string;
  supportPlay: string | null;
}

export const launchKey = (target: LaunchTarget) => `${target.vendor}:${target.gameId ?? ''}:${target.nodeId ?? ''}`;

/** A hot match bets through its sports game: the room id is the game id. */
export function hotMatchLaunch(match: HotMatch): LaunchTarget {
  const roomId = Number(match.roomId);
  return {
    category: 'SPORTS',
    vendor: match.vendor,
    gameId: Number.isSafeInteger(roomId) && roomId > 0 ? roomId : undefined,
    nodeId: match.nodeId || undefined,
    supportPlay: match.supportPlay,
  };
}

export function gameLaunch(game: Pick<Game, 'category' | 'vassalage' | 'gameId' | 'nodeId' | 'supportPlay'>): LaunchTarget {
  return { category: game.category, vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId, supportPlay: game.supportPlay };
}

/** A vendor row of the game centre (not slots): the vendor's lobby. */
export function vendorLaunch(category: GameCategory, card: Pick<VendorCard, 'vassalage'>): LaunchTarget {
  return { category, vendor: card.vassalage, supportPlay: null };
}

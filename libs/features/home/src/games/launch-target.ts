import type { Game, GameCategory, HotMatch } from '@playdeck/api';
import { paths, withQuery } from '@playdeck/routes';

/** What games.launch needs to open one game (spec section 7: category, vendor, gameId or roomId, nodeId, supportPlay). */
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

/**
 * Lottery games open the lottery launch route (spec section 2): playType ent when the lotto mode contains
 * Entertainment, otherwise trad; pageBack home. The prize mode is left to that screen, which knows the modes.
 */
export function lotteryLaunchPath(game: Pick<Game, 'gameId' | 'gameCode' | 'gameGroupId' | 'lottoMode'>): string {
  return withQuery(paths.launchGame, {
    playType: game.lottoMode?.includes('Entertainment') ? 'ent' : 'trad',
    gameId: game.gameId,
    gameGroupId: game.gameGroupId ?? undefined,
    code: game.gameCode,
    pageBack: 'home',
  });
}

import type { contract, WinnerGameCategory } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** Spec section 9: the winner board shows 20 rows. */
export const WINNER_LIMIT = 20;
/** Winners change slowly: a minute-old board is fresh enough, and a revisit within it asks nothing. */
const WINNER_STALE_MS = 60_000;

/**
 * A winner board query. Home's ticker asks the rank list the spec names (GCSGAME_getRankList, category ALL);
 * a category's page asks the operator's winner-board relay (ODSFE2_getWinnerBoard) for its own category.
 * Both take the same query and answer the same list.
 */
export function winnerBoardQuery(
  call: typeof contract.content.winners | typeof contract.content.winnerBoard,
  gameCategory: WinnerGameCategory,
  language: string,
  limitNum = WINNER_LIMIT,
) {
  return apiQueryOptions(apiClient, call, { gameCategory, language, limitNum }, { staleTime: WINNER_STALE_MS });
}

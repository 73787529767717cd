import type { GameCategory } from '@playdeck/api';

/** The index tab plus every game category of the vendor structure. */
export const INDEX_TAB = 'index';
export type HomeTab = typeof INDEX_TAB | GameCategory;

export type HomeBlock = 'hotMatches' | 'jackpot' | 'hotGames' | 'winners' | 'appDownload' | 'footer' | 'vendors';

/**
 * Which blocks a tab shows, in screen order (spec section 2, home game entrance): hot matches on index and
 * SPORTS, the jackpot on index and RNG, the other home blocks on index only; a category lists its vendors.
 */
export function homeTabBlocks(tab: HomeTab): HomeBlock[] {
  if (tab === INDEX_TAB) return ['hotMatches', 'jackpot', 'hotGames', 'winners', 'appDownload', 'footer'];
  if (tab === 'SPORTS') return ['hotMatches', 'vendors'];
  if (tab === 'RNG') return ['jackpot', 'vendors'];
  return ['vendors'];
}

/**
 * When a block first renders: 0 with the entrance, 1 and 2 in the idle turns after it. The winner board,
 * the app download and the footer start below the fold of a phone; rendered with the rest they made
 * the entrance's first commit one long task.
 */
export function blockRevealTurn(block: HomeBlock): 0 | 1 | 2 {
  if (block === 'footer') return 2;
  return block === 'winners' || block === 'appDownload' ? 1 : 0;
}

/** The last turn any block waits for. */
export const LAST_REVEAL_TURN = 2;

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

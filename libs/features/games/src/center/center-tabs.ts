import { GAME_CATEGORIES, type GameCategory } from '@playdeck/api';
import { paths, withQuery } from '@playdeck/routes';

export const ALL_TAB = 'ALL';
export type CenterTab = typeof ALL_TAB | GameCategory;

/** ALL, then each category in the vendor structure's order (spec section 2, game centre). */
export function centerTabs(sorted: readonly GameCategory[]): CenterTab[] {
  return [ALL_TAB, ...sorted];
}

/** The tab a URL asks for: an unknown or empty category is ALL. */
export function readCenterTab(search: URLSearchParams): CenterTab {
  const category = search.get('gameCategory')?.toUpperCase() ?? '';
  return (GAME_CATEGORIES as readonly string[]).includes(category) ? (category as GameCategory) : ALL_TAB;
}

/** The slots tab is the slots centre; every other tab stays on the game centre. */
export function centerTabPath(tab: CenterTab): string {
  if (tab === 'RNG') return paths.slotsCenter;
  return withQuery(paths.gameCenter, { gameCategory: tab === ALL_TAB ? undefined : tab });
}

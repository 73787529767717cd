import type { GameCategory } from '@playdeck/api';
import { paths, withQuery } from '@playdeck/routes';

/** The design the widths are drawn for is 750 units wide (a phone screen). */
export const DESIGN_WIDTH = 750;
const WIDE_CATEGORIES: ReadonlySet<string> = new Set(['FISH', 'PVP', 'ELOTT']);

/** Spec section 9: vendor list item width 280, 420 for FISH, PVP and ELOTT (design units). */
export function vendorItemWidth(category: string): 280 | 420 {
  return WIDE_CATEGORIES.has(category) ? 420 : 280;
}

/**
 * Where a vendor row leads: slots go to the provider's slots centre; other categories open the game list
 * of that category and vendor (the games issue will launch those directly, as the spec's game centre does).
 */
export function vendorDestination(category: GameCategory, vassalage: string): string {
  if (category === 'RNG') return withQuery(paths.slotsCenter, { vassalage });
  return withQuery(paths.gameList, { gameType: category, vassalage });
}

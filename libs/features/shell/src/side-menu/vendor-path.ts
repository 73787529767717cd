import type { GameCategory, VendorCard } from '@playdeck/api';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { paths, withQuery } from '@playdeck/routes';

/**
 * A vendor's games: /m/gameList?gameType=<type>&vassalage=<vendor>. The type is the platform's (e-sports
 * and cockfight vendors are SPORTS there; the menu only files them apart).
 */
export function vendorPath(vendor: Pick<VendorCard, 'gameType' | 'vassalage'>): string {
  return withQuery(paths.gameList, { gameType: vendor.gameType, vassalage: vendor.vassalage });
}

/** The category's one name (`gameCategoryLabelKey`), as the home menu and the game list show it. */
export function categoryLabelKey(category: GameCategory): string {
  return gameCategoryLabelKey(category);
}

import type { GameCategory, VendorCard } from '@playdeck/api';
import { paths, withQuery } from '@playdeck/routes';

/**
 * A vendor's games: /m/gameList?gameType=<type>&vassalage=<vendor>. The type is the platform's (e-sports
 * and cockfight vendors are SPORTS there; the menu only files them apart).
 */
export function vendorPath(vendor: Pick<VendorCard, 'gameType' | 'vassalage'>): string {
  return withQuery(paths.gameList, { gameType: vendor.gameType, vassalage: vendor.vassalage });
}

// The game list's titles where they exist; the categories the game list has no title for have their own.
const CATEGORY_LABEL_KEYS: Record<GameCategory, string> = {
  LOTT: 'shell_category_lottery',
  LIVE: 'game_list_LIVE',
  RNG: 'game_list_RNG',
  SPORTS: 'game_list_SPORTS',
  PVP: 'game_list_PVP',
  FISH: 'game_list_FISH',
  ESPORTS: 'shell_category_esports',
  COCKFIGHT: 'shell_category_cockfight',
};

export function categoryLabelKey(category: GameCategory): string {
  return CATEGORY_LABEL_KEYS[category];
}

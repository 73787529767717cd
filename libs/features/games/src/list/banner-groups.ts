import type { BannerGroup, GameCategory } from '@playdeck/api';

/** Spec section 2: the game list's banner group by category; e-sports and cockfight are sports books. */
const BANNER_GROUP: Partial<Record<GameCategory, BannerGroup>> = {
  RNG: 'm_rng',
  LIVE: 'm_live',
  FISH: 'm_fish',
  PVP: 'm_pvp',
  SPORTS: 'm_sports',
  ESPORTS: 'm_sports',
  COCKFIGHT: 'm_sports',
};

export function bannerGroupOf(gameType: GameCategory): BannerGroup | undefined {
  return BANNER_GROUP[gameType];
}

/**
 * The banner group a game list address shows at the top, read without the contract (the page's entry starts
 * it early): `gameType` as the list reads it, RNG when absent. An unknown category gives none.
 */
export function bannerGroupOfSearch(search: URLSearchParams): BannerGroup | undefined {
  const gameType = search.get('gameType')?.toUpperCase() || 'RNG';
  return Object.hasOwn(BANNER_GROUP, gameType) ? BANNER_GROUP[gameType as GameCategory] : undefined;
}

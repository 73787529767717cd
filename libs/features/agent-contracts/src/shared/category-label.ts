import type { GAME_CATEGORIES } from '@playdeck/api';

/** The text key naming a game category on the rebate screens. */
export const categoryLabel = (category: (typeof GAME_CATEGORIES)[number]) => `agc_category_${category}`;

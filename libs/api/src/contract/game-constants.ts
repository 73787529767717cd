/** Game catalogue constants (spec section 9). */

/** Every category the app shows; ESPORTS and COCKFIGHT are split by the client out of the platform's SPORTS lane. */
export const GAME_CATEGORIES = ['LOTT', 'LIVE', 'RNG', 'SPORTS', 'PVP', 'FISH', 'ESPORTS', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The game types the platform itself answers (its vendor lanes and each game's `gameType`). */
export const PLATFORM_GAME_TYPES = ['LOTT', 'LIVE', 'RNG', 'SPORTS', 'PVP', 'FISH'] as const;
export type PlatformGameType = (typeof PLATFORM_GAME_TYPES)[number];

export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['DS88', 'DIG'] as const;
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

/** JP accumulative prize, SC scratch, VP video poker, TG PVP, AC arcade; "all" is no filter. */
export const GAME_CLASSIFICATIONS = ['JP', 'SC', 'VP', 'TG', 'AC'] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/**
 * Room types of live casino rooms (spec section 3: Free, VIP, Pay per View): who may sit at the table.
 * Only LIVE games are rooms; "all" is no filter.
 */
export const ROOM_TYPES = ['FREE', 'VIP', 'PPV'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

/** Minimum-bet filter options ("all" is no filter). */
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const DEFAULT_PRIZE_MODE: PrizeMode = 'Elott';
export const PLAY_TYPES = ['Tradition', 'Entertainment'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** Names the icon CDN files vendors and categories under (`<category>-<accountTypeName>.png`). */
export const VENDOR_ICON_ALIASES: Readonly<Record<string, string>> = { BTI: '123BET', SEX: 'SEXY', JL: 'JILI', ESPORTS: 'SPORTS' };

export const GAME_LIST_PAGE_SIZE = 25;
export const GAME_LIST_MAX_PAGE_SIZE = 100;
export const FAVOURITE_IDS_PAGE_SIZE = 100;

/** Launch `accountType`: 1 real money, 0 free play. */
export const ACCOUNT_TYPE_REAL = 1;
export const ACCOUNT_TYPE_FREE_PLAY = 0;

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, serialId, timestamptz, createdAt, bigintNumber, minorUnits, bigRef } from './columns';
import { memberRef, merchantRef, sessions } from './core';
import { wallets } from './wallet';

/** A vendor in one of a real merchant's lanes (the same vendor may run several game types). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serialId(),
    merchantId: merchantRef(),
    /** vassalage */
    code: text('code').notNull(),
    accountTypeName: text('account_type_name').notNull(),
    displayName: text('display_name').notNull(),
    /** The platform's lane: LOTT, LIVE, RNG, SPORTS, PVP, FISH. */
    gameType: text('game_type').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    uniqueIndex('game_vendors_merchant_type_code').on(table.merchantId, table.gameType, table.code),
    index('game_vendors_merchant_code').on(table.merchantId, sql`lower(${table.code})`),
  ],
);

export const games = pgTable(
  'games',
  {
    id: bigId(),
    merchantId: merchantRef(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => gameVendors.id),
    nodeId: text('node_id').notNull(),
    gameCode: text('game_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameTy: text('name_ty').notNull(),
    /** Both names lower-cased without diacritics, for the name search. */
    searchText: text('search_text').notNull(),
    /** The app's category (ESPORTS, COCKFIGHT split out of SPORTS). */
    category: text('category').notNull(),
    gameType: text('game_type').notNull(),
    classify: text('classify'),
    minBet: minorUnits('min_bet').notNull(),
    minLine: integer('min_line').notNull(),
    /** Live casino rooms only (spec section 3): FREE, VIP or PPV (Pay per View); null for other games. */
    roomType: text('room_type'),
    isNew: boolean('is_new').notNull().default(false),
    /** 1 is the hottest; null when not a hot game. */
    hotRank: integer('hot_rank'),
    sortOrder: integer('sort_order').notNull(),
    supportPlay: text('support_play'),
  },
  (table) => [
    uniqueIndex('games_merchant_node').on(table.merchantId, table.nodeId),
    index('games_merchant_category').on(table.merchantId, table.category, table.sortOrder),
    index('games_merchant_type').on(table.merchantId, table.gameType, table.sortOrder),
    index('games_vendor_sort').on(table.vendorId, table.sortOrder),
    index('games_merchant_hot')
      .on(table.merchantId, table.hotRank)
      .where(sql`${table.hotRank} IS NOT NULL`),
    check('games_min_bet_check', sql`${table.minBet} > 0`),
    check('games_room_type_check', sql`${table.roomType} IN ('FREE', 'VIP', 'PPV')`),
  ],
);

export const LOTTERY_REGION_VALUES = ['NORTH', 'CENTRAL', 'SOUTH'] as const;

/** Draw schedule and modes of a lottery game. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    gameId: bigintNumber('game_id')
      .primaryKey()
      .references(() => games.id),
    gameGroupId: integer('game_group_id').notNull(),
    lottoMode: text('lotto_mode').notNull(),
    prizeModes: jsonb('prize_modes').$type<string[]>().notNull(),
    region: text('region', { enum: LOTTERY_REGION_VALUES }),
    drawIntervalSeconds: integer('draw_interval_seconds').notNull(),
    /** Seconds after midnight UTC of the first draw of a day. */
    drawOffsetSeconds: integer('draw_offset_seconds').notNull().default(0),
    /** Weekdays with draws in Vietnam time, bit 0 = Sunday. */
    drawDays: smallint('draw_days').notNull().default(127),
  },
  (table) => [
    check('lottery_games_region_check', isOneOf(table.region, LOTTERY_REGION_VALUES)),
    check('lottery_games_draw_interval_seconds_check', sql`${table.drawIntervalSeconds} > 0`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: memberRef(),
    gameId: bigRef('game_id', () => games.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('favourite_games_member_created').on(table.memberId, table.createdAt.desc().nullsFirst(), table.gameId.desc().nullsFirst()),
  ],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef(),
    gameId: bigRef('game_id', () => games.id),
    playedAt: timestamptz('played_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_played').on(table.memberId, table.playedAt),
  ],
);

/**
 * A launch: its one-time ticket (in the game URL) is exchanged, when the demo game page loads, for a play
 * token that authorises the page's bets until it expires or the member's session ends. Both stored hashed.
 */
const GAME_PAGE_LANGUAGES = ['EN', 'TY'] as const;

export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigId(),
    ticketHash: text('ticket_hash').notNull().unique(),
    playTokenHash: text('play_token_hash').unique(),
    memberId: memberRef(),
    merchantId: merchantRef(),
    sessionId: bigRef('session_id', () => sessions.id),
    gameId: bigRef('game_id', () => games.id),
    walletId: bigRef('wallet_id', () => wallets.id),
    /** 1 real money, 0 free play. */
    accountType: smallint('account_type').notNull(),
    /** The demo game page's language. */
    language: text('language', { enum: GAME_PAGE_LANGUAGES }).notNull(),
    createdAt: createdAt(),
    ticketExpiresAt: timestamptz('ticket_expires_at').notNull(),
    redeemedAt: timestamptz('redeemed_at'),
    playExpiresAt: timestamptz('play_expires_at'),
  },
  (table) => [
    check('game_launches_account_type_check', sql`${table.accountType} IN (0, 1)`),
    check('game_launches_language_check', isOneOf(table.language, GAME_PAGE_LANGUAGES)),
  ],
);

/** A bet of the demo game; (wallet, round id) is unique so a retried round is answered, never played twice. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigId(),
    launchId: bigRef('launch_id', () => gameLaunches.id),
    walletId: bigRef('wallet_id', () => wallets.id),
    roundId: text('round_id').notNull(),
    bet: minorUnits('bet').notNull(),
    win: minorUnits('win').notNull(),
    /** Symbols, comma separated. */
    reels: text('reels').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('game_rounds_wallet_round').on(table.walletId, table.roundId),
    // Per wallet (member) bets in a time range (team KPI and betting).
    index('game_rounds_wallet_created').on(table.walletId, table.createdAt),
    check('game_rounds_bet_check', sql`${table.bet} > 0`),
    check('game_rounds_win_check', sql`${table.win} >= 0`),
  ],
);

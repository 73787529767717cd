import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import {
  GATEWAY_MOBILE,
  emptyValueSchema,
  epochMsSchema,
  gatewaySchema,
  languageSchema,
  pageNumberSchema,
  pageSizeSchema,
} from '../common';
import {
  FAVOURITE_IDS_PAGE_SIZE,
  GAME_CATEGORIES,
  GAME_CLASSIFICATIONS,
  GAME_LIST_MAX_PAGE_SIZE,
  GAME_LIST_PAGE_SIZE,
  PLATFORM_GAME_TYPES,
  PLAY_TYPES,
  PRIZE_MODES,
  ROOM_TYPES,
} from '../game-constants';
import { amountSchema } from './wallet';
import { lazySchema } from '../lazy-schema';

/*
 * Vendors, games, favourites, recent games, lottery lists and game launch (spec sections 2-4, 7, 9).
 *
 * Choices where the spec shows no path or shape:
 * - Catalogue per merchant; a trial merchant (`<code>trial`) sees its real merchant's catalogue. Query
 *   parameters `merchant`, `merchantCode`, `merchant_code`, `platform`, `clientType`, `isPlatform` and
 *   `token` are accepted for the operator's compatibility; the Merchant and Authorization headers decide.
 *   An empty filter value means "all". `language` (else the Language header) picks EN or TY game names.
 * - Paging: pageNo from 1; a pageSize over the call's maximum is refused with `request_param_err`;
 *   totalPages is 0 for an empty result; a page past the end is empty.
 * - Vendors answer the platform's lanes (SPORTS still holds e-sports and cockfight vendors);
 *   `buildVendorStructure` (vendor-structure.ts) turns them into the spec's sorted categories.
 * - Vendor game types: `content[gameType][vendor]` lists the game classifications that vendor has.
 * - `/lgw/games/mobile` takes the game list's query and answers its shape: every game on this platform plays in
 *   H5, so both list the same games.
 * - Game list filters: gameName matches EN or TY names, ignoring case and Vietnamese diacritics;
 *   gameType SPORTS holds every sports game, ESPORTS and COCKFIGHT only theirs; gameClassify is exact
 *   (ALL or empty = any); minBet is the game's exact minimum bet; minLine keeps games with at least that
 *   many lines; roomType keeps live rooms of that type (FREE, VIP, PPV = Pay per View; ALL or empty = any).
 * - Game menus (spec section 7, "Other: game menus"): `/wps/relay/GCSGAME_getGameMenu` answers the game
 *   list's filter menus that follow the catalogue, for one category (and optionally one vendor): `lines`,
 *   the distinct line counts above 1 of its games, ascending (the game list's `minLine` options: "at least
 *   N lines"), and `roomTypes`, the room types its live rooms have, in ROOM_TYPES order. Empty lists mean
 *   the filter has nothing to offer there. The classification tabs keep coming from the vendor game types.
 * - Room types (spec section 3): every LIVE game is a room and answers its `roomType`; other games answer
 *   null. An operator platform that does not send it is read as null (no room badge, no room filter hit).
 * - Favourites and recent games are a member's own (trial users too: their data lives on the trial
 *   account): favourites `/wps/game/favorite` (GET list, POST add, DELETE remove, add/remove are
 *   idempotent), ids `/wps/game/favorite/ids`; recent `/wps/game/recent`, add `/wps/game/recent/add`
 *   (a launch also records it; the app adds it too, after a launch, as the operator's clients do); the 50 latest
 *   are kept.
 * - Lottery: a game is opened when its next draw is within 24 hours (fast games always are).
 *   `/lotto/lgw/games/opened/numero` answers every opened game, optionally of one prize mode;
 *   `/lotto/lgw/games/opened/numero/vn` the opened Vietnamese lotteries (TCG_LOTTO_VN), soonest first.
 * - Launch: with a gameId or nodeId that game opens; with neither, the vendor's lobby (its first game in
 *   that category, the game centre's vendor rows). A lottery launch may name a prizeMode, which must be one
 *   of the lottery's modes (else `request_param_err`), and a playType.
 * - Launch: `gateway` is WEB=1 or MOBILE=3 (spec section 9; default MOBILE); any other value is
 *   `request_param_err`. Every game here plays in H5, so both open the same demo game.
 * - Launch: a trial user may only launch free play (`accountType` 0; 1 answers `trial.forbidden`); free
 *   play bets a free-play wallet, never real money. `game_url` is a one-time link (5 minutes) to the
 *   platform's demo game; it carries a launch ticket, never the session token.
 * - URLs of the platform's own images and pages are origin-relative: `iconUrl` `/wps/static/games/<id>.webp?v=<version>`,
 *   `game_url` `/wps/game/demo/play/<ticket>`. Vendor icons live at `/wps/static/vendors/<brand id>/` (the
 *   vendorIconCDN), as `<category>-<accountTypeName>.png` after the spec's aliases (`vendorIconUrl`).
 */

const blank = <T extends z.ZodMiniType>(schema: T) => z.optional(z.union([z.literal(''), schema]));
const vendorCode = lazySchema(() => z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a vendor code')));
const nodeId = lazySchema(() => z.string().check(z.trim(), z.regex(/^\d{1,12}$/, 'a node id')));
const ignored = lazySchema(() => z.optional(z.string()));

export const gameSchema = lazySchema(() =>
  z.object({
    gameId: z.number(),
    nodeId: z.string(),
    gameCode: z.string(),
    /** In the request's language. */
    gameName: z.string(),
    nodeName: z.string(),
    displayName: z.string(),
    /** The platform's type (e-sports and cockfight games are SPORTS); `category` is the app's. */
    gameType: z.enum(PLATFORM_GAME_TYPES),
    category: z.enum(GAME_CATEGORIES),
    vassalage: z.string(),
    vendorCode: z.string(),
    iconUrl: z.string(),
    gameClassifyNew: z.nullable(z.enum(GAME_CLASSIFICATIONS)),
    minBet: amountSchema(),
    minLine: z.number(),
    /** Live casino rooms only: FREE, VIP or PPV (Pay per View); absent or null for other games. */
    roomType: z.optional(z.nullable(z.enum(ROOM_TYPES))),
    isGameH5: z.boolean(),
    isNew: z.boolean(),
    isHot: z.boolean(),
    supportPlay: z.nullable(z.string()),
    /** Lottery games only. */
    gameGroupId: z.nullable(z.number()),
    lottoMode: z.nullable(z.string()),
  }),
);
export type Game = z.output<ReturnType<typeof gameSchema>>;

export const vendorCardSchema = lazySchema(() =>
  z.object({
    vassalage: z.string(),
    /** File name part of the vendor icon: `<category>-<accountTypeName>.png` after aliases. */
    accountTypeName: z.string(),
    displayName: z.string(),
    gameType: z.enum(PLATFORM_GAME_TYPES),
    gameCount: z.number(),
  }),
);
export type VendorCard = z.output<ReturnType<typeof vendorCardSchema>>;

export const vendorLaneSchema = lazySchema(() =>
  z.object({
    /** In the request's language. */
    title: z.string(),
    gameClassify: z.enum(PLATFORM_GAME_TYPES),
    cards: z.array(vendorCardSchema()),
  }),
);
export type VendorLane = z.output<ReturnType<typeof vendorLaneSchema>>;

export const LOTTERY_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;

export const lotteryGameSchema = lazySchema(() =>
  z.object({
    gameId: z.number(),
    nodeId: z.string(),
    /** The launch route's `code`. */
    gameCode: z.string(),
    gameGroupId: z.number(),
    gameName: z.string(),
    vassalage: z.string(),
    iconUrl: z.string(),
    /** Contains "Entertainment" when the game plays in the entertainment mode (launch playType ent). */
    lottoMode: z.string(),
    playTypes: z.array(z.enum(PLAY_TYPES)),
    prizeModes: z.array(z.enum(PRIZE_MODES)),
    /** The mode a launch uses unless the player picks another: Elott when the game offers it. */
    prizeMode: z.enum(PRIZE_MODES),
    region: z.nullable(z.enum(LOTTERY_REGIONS)),
    drawIntervalSeconds: z.number(),
    nextDrawTime: epochMsSchema(),
    issueNo: z.string(),
  }),
);
export type LotteryGame = z.output<ReturnType<typeof lotteryGameSchema>>;

const pagedGames = lazySchema(() => ({ pageNum: z.number(), totalPages: z.number() }));
const favouriteBody = lazySchema(() => z.object({ nodeId: nodeId(), vendor: vendorCode() }));
const gameCategory = lazySchema(() => blank(z.enum(GAME_CATEGORIES)));
const language = lazySchema(() => blank(languageSchema()));

const gameListQuery = lazySchema(() =>
  z.object({
    merchant: ignored(),
    platform: ignored(),
    clientType: ignored(),
    gameName: z.optional(z.string().check(z.maxLength(64))),
    gameType: gameCategory(),
    pageNo: pageNumberSchema(),
    pageSize: pageSizeSchema(GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE),
    vassalage: blank(vendorCode()),
    gameClassify: blank(z.enum([...GAME_CLASSIFICATIONS, 'ALL'])),
    minBet: blank(z.coerce.number().check(z.positive(), z.lte(1_000_000))),
    minLine: blank(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000))),
    roomType: blank(z.enum([...ROOM_TYPES, 'ALL'])),
    language: language(),
  }),
);
const gameListValue = lazySchema(() => z.object({ games: z.array(gameSchema()), ...pagedGames() }));

export const gamesCalls = {
  vendors: defineCall({
    id: 'games.vendors',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassalage',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ language: language() }),
    value: () => z.object({ data: z.object({ lanes: z.array(vendorLaneSchema()) }) }),
  }),
  vendorGameTypes: defineCall({
    id: 'games.vendorGameTypes',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ typeId: z._default(z.coerce.number().check(z.int()), 1), merchant_code: ignored() }),
    value: () =>
      z.object({ content: z.partialRecord(z.enum(PLATFORM_GAME_TYPES), z.record(z.string(), z.array(z.enum(GAME_CLASSIFICATIONS)))) }),
  }),
  gameList: defineCall({
    id: 'games.gameList',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    auth: 'none',
    errors: [] as const,
    query: gameListQuery,
    value: gameListValue,
  }),
  gameMenu: defineCall({
    id: 'games.gameMenu',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getGameMenu',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ gameType: gameCategory(), vassalage: blank(vendorCode()), merchant_code: ignored() }),
    value: () =>
      z.object({
        lines: z.array(z.number().check(z.int(), z.gt(1))),
        roomTypes: z.array(z.enum(ROOM_TYPES)),
      }),
  }),
  /** The gateway's mobile game list: the game list's query and answer (every game here plays in H5). */
  gamesMobile: defineCall({
    id: 'games.gamesMobile',
    method: 'GET',
    path: '/lgw/games/mobile',
    auth: 'none',
    errors: [] as const,
    query: gameListQuery,
    value: gameListValue,
  }),
  popular: defineCall({
    id: 'games.popular',
    method: 'GET',
    path: '/lgw/games/popular',
    auth: 'none',
    errors: [] as const,
    query: () =>
      z.object({
        isPlatform: ignored(),
        platform: ignored(),
        merchantCode: ignored(),
        language: language(),
        gameType: gameCategory(),
        vassalage: blank(vendorCode()),
        pageSize: pageSizeSchema(GAME_LIST_MAX_PAGE_SIZE, 20),
      }),
    value: () => z.object({ list: z.array(gameSchema()) }),
  }),
  recent: defineCall({
    id: 'games.recent',
    method: 'GET',
    path: '/wps/game/recent',
    auth: 'member',
    errors: [] as const,
    query: () =>
      z.object({
        page: pageNumberSchema(),
        pageSize: pageSizeSchema(GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE),
        gameType: gameCategory(),
        language: language(),
        clientType: ignored(),
      }),
    value: () => z.object({ list: z.array(gameSchema()), totalPages: z.number() }),
  }),
  addRecent: defineCall({
    id: 'games.addRecent',
    method: 'GET',
    path: '/wps/game/recent/add',
    auth: 'member',
    errors: ['not.found'] as const,
    query: favouriteBody,
    value: emptyValueSchema,
  }),
  favouriteIds: defineCall({
    id: 'games.favouriteIds',
    method: 'GET',
    path: '/wps/game/favorite/ids',
    auth: 'member',
    errors: [] as const,
    query: () =>
      z.object({
        pageNo: pageNumberSchema(),
        pageSize: pageSizeSchema(FAVOURITE_IDS_PAGE_SIZE, FAVOURITE_IDS_PAGE_SIZE),
        token: ignored(),
      }),
    /** nodeIds, newest first. */
    value: () => z.array(z.string()),
  }),
  favourites: defineCall({
    id: 'games.favourites',
    method: 'GET',
    path: '/wps/game/favorite',
    auth: 'member',
    errors: [] as const,
    query: () =>
      z.object({
        pageNo: pageNumberSchema(),
        pageSize: pageSizeSchema(GAME_LIST_MAX_PAGE_SIZE, GAME_LIST_PAGE_SIZE),
        language: language(),
        token: ignored(),
      }),
    value: () => z.object({ content: z.array(gameSchema()), ...pagedGames() }),
  }),
  addFavourite: defineCall({
    id: 'games.addFavourite',
    method: 'POST',
    path: '/wps/game/favorite',
    auth: 'member',
    errors: ['not.found'] as const,
    body: favouriteBody,
    value: emptyValueSchema,
  }),
  removeFavourite: defineCall({
    id: 'games.removeFavourite',
    method: 'DELETE',
    path: '/wps/game/favorite',
    auth: 'member',
    errors: [] as const,
    body: favouriteBody,
    value: emptyValueSchema,
  }),
  lotteryNumero: defineCall({
    id: 'games.lotteryNumero',
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ prize_mode: blank(z.enum(PRIZE_MODES)), language: language() }),
    value: () => z.object({ list: z.array(lotteryGameSchema()) }),
  }),
  lotteryVietnam: defineCall({
    id: 'games.lotteryVietnam',
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero/vn',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ region: blank(z.enum(LOTTERY_REGIONS)), language: language() }),
    value: () => z.object({ list: z.array(lotteryGameSchema()) }),
  }),
  launch: defineCall({
    id: 'games.launch',
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'member',
    // rg.*: a time-out or self-exclusion in force (calls/responsible-gaming.ts).
    errors: ['not.found', 'trial.forbidden', 'rg.time.out', 'rg.self.excluded'] as const,
    body: () =>
      z.object({
        gameCategory: gameCategory(),
        category: gameCategory(),
        vendor: vendorCode(),
        /** The game's gameId (roomId for live tables); nodeId works too. */
        gameId: z.optional(z.coerce.number().check(z.int(), z.positive())),
        nodeId: z.optional(nodeId()),
        supportPlay: z.optional(z.nullable(z.string())),
        showChoice: z.optional(z.boolean()),
        launchMode: z._default(z.literal('GLS'), 'GLS'),
        /** 1 real money, 0 free play. */
        accountType: z._default(z.union([z.literal(0), z.literal(1)]), 1),
        /** The gateway the player launches from (WEB=1, MOBILE=3): a mobile gateway opens the vendor's H5 game. */
        gateway: z._default(gatewaySchema(), GATEWAY_MOBILE),
        prizeMode: z.optional(z.enum(PRIZE_MODES)),
        playType: z.optional(z.enum(PLAY_TYPES)),
        gameGroupId: z.optional(z.coerce.number().check(z.int())),
        language: language(),
      }),
    value: () => z.object({ content: z.object({ game_url: z.string() }) }),
  }),
};

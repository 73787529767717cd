import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { epochMsSchema, languageSchema, moneySchema } from '../common';
import { lazySchema } from '../lazy-schema';

/**
 * Banners, announcements, popups, notices, promotions, help, hot matches and the winner board (spec
 * sections 2, 3, 5, 6, 7, 9). Content is per merchant (a trial merchant sees its real merchant's) and per
 * language: a `language`/`lang` query wins over the Language header. HTML is stored as operators wrote it;
 * the client sanitises it. Dates are epoch ms. A `token` query parameter is ignored: the token travels in
 * the Authorization header.
 *
 * Paths the spec does not show are ours: /wps/system/banners, /wps/system/popups,
 * /wps/system/announcements/read, /wps/relay/MCS2_getAvailablePromotions, /wps/system/helpCenter,
 * /wps/system/hotMatch, /wps/system/infoPage. Generated images are served under /wps/static/.
 *
 * Jackpot (spec sections 2 and 9; upstream-contract.md "Other relays seen: VIS_getJackpot"):
 * `/wps/relay/VIS_getJackpot` answers the merchant's jackpot pool, `amount` with 2 decimals, as of
 * `updatedAt`. The home ticker starts from it and grows as the spec says (100-900 every 3, 4 or 5 s); without
 * an answer it starts at the spec's random amount. The reference platform's demo pool stays between the
 * spec's 90,000,000 and 98,000,000, growing 125 a second and starting again at the bottom when it is won.
 * The winner board is also served at the operator's `/wps/relay/ODSFE2_getWinnerBoard` (same query and
 * answer as GCSGAME_getRankList, the path the spec names and home's ticker calls with ALL): one category's
 * game centre page asks it for that category's recent big wins.
 *
 * Info pages (spec section 2, "also listed as lazy pages"): app service, brand and details, join us and
 * sponsors are the operator's own text, so they come from the platform as entries of one page each
 * (title, summary, HTML content, optional image) in the operator's order. The affiliate link of join us
 * is consolidated settings' `affiliateLink`; its invitation-code check is session.checkAffiliate.
 */

export const BANNER_GROUPS = ['m_home', 'm_vip', 'm_rng', 'm_live', 'm_fish', 'm_pvp', 'm_sports'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
/** Types a client may ask for: A agent, PL popular, B bulletin, PU popup, PR promotion (spec section 6). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'A'] as const;
/** N is the platform's own type for notices (GLS2_lobbyNews); they are read and marked like announcements. */
export const ANNOUNCEMENT_ITEM_TYPES = [...ANNOUNCEMENT_TYPES, 'N'] as const;
/** A members, B visitors, F members on their first login (spec section 5). */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export const PROMOTION_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'other_promo',
] as const;
export const WINNER_GAME_CATEGORIES = ['ALL', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'COCKFIGHT'] as const;
export type WinnerGameCategory = (typeof WINNER_GAME_CATEGORIES)[number];

/** `A,PL` → ['A', 'PL']; every item must be one of `values`, at least one, no blanks. */
function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) => text.split(',').map((item) => item.trim())),
    ),
    z.array(z.enum(values)).check(z.minLength(1), z.maxLength(values.length)),
  );
}

const languageQuery = lazySchema(() => z.optional(languageSchema()));
/** Client constants (spec section 9); content is the same on every platform. */
const platformQuery = lazySchema(() => z.optional(z.enum(['M', 'W'])));
const merchantCodeQuery = lazySchema(() => z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{2,40}$/))));
const idSchema = lazySchema(() => z.number().check(z.int(), z.positive()));
const idInput = lazySchema(() => z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)));

export const bannerSchema = lazySchema(() => z.object({ groupName: z.enum(BANNER_GROUPS), url: z.string() }));
export type Banner = z.output<ReturnType<typeof bannerSchema>>;

export const announcementImageSchema = lazySchema(() => z.object({ url: z.string(), sequence: z.number().check(z.int(), z.positive()) }));
export { PROMOTION_IMAGE } from '../content-constants';

/** One announcement of any type; popup and promotion fields are present on PU and PR items. */
export const announcementSchema = lazySchema(() =>
  z.object({
    id: idSchema(),
    type: z.enum(ANNOUNCEMENT_ITEM_TYPES),
    groupName: z.nullable(z.string()),
    title: z.string(),
    content: z.string(),
    startDate: epochMsSchema(),
    endDate: z.nullable(epochMsSchema()),
    /** Per member; always false without a token. */
    read: z.boolean(),
    execution: z.optional(z.enum(POPUP_EXECUTIONS)),
    promotionType: z.optional(z.nullable(z.string())),
    category: z.optional(z.enum(PROMOTION_CATEGORIES)),
    noExpiry: z.optional(z.union([z.literal(0), z.literal(1)])),
    announcementImages: z.optional(z.array(announcementImageSchema())),
    period: z.optional(z.string()),
  }),
);
export type Announcement = z.output<ReturnType<typeof announcementSchema>>;

export const noticeSchema = lazySchema(() =>
  z.object({ id: idSchema(), title: z.string(), content: z.string(), startDate: epochMsSchema(), read: z.boolean() }),
);
export type Notice = z.output<ReturnType<typeof noticeSchema>>;

export const popupSchema = lazySchema(() =>
  z.object({
    id: idSchema(),
    title: z.string(),
    content: z.string(),
    execution: z.enum(POPUP_EXECUTIONS),
    /** Set on popups that advertise a promotion: members only (spec section 5). */
    promotionType: z.optional(z.nullable(z.string())),
    startDate: epochMsSchema(),
  }),
);
export type Popup = z.output<ReturnType<typeof popupSchema>>;

export const promotionSchema = lazySchema(() =>
  z.object({
    id: idSchema(),
    title: z.string(),
    category: z.enum(PROMOTION_CATEGORIES),
    startDate: epochMsSchema(),
    /** Null when noExpiry is 1 (long-term). */
    endDate: z.nullable(epochMsSchema()),
    noExpiry: z.union([z.literal(0), z.literal(1)]),
    content: z.string(),
    announcementImages: z.array(announcementImageSchema()),
    period: z.string(),
    read: z.boolean(),
  }),
);
export type Promotion = z.output<ReturnType<typeof promotionSchema>>;

export interface HelpSection {
  title: string;
  content: string;
  tag: string;
  children: { title: string; content: string }[];
}
export const helpSectionSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    content: z.string(),
    tag: z.string(),
    children: z.array(z.object({ title: z.string(), content: z.string() })),
  }),
);

export const INFO_PAGES = ['appService', 'brand', 'joinUs', 'sponsor'] as const;
export type InfoPageId = (typeof INFO_PAGES)[number];
export const infoPageEntrySchema = lazySchema(() =>
  z.object({
    id: idSchema(),
    title: z.string(),
    summary: z.string(),
    content: z.string(),
    /** Origin-relative (the platform's generated art) or absolute; null when the entry has none. */
    imageUrl: z.nullable(z.string()),
  }),
);
export type InfoPageEntry = z.output<ReturnType<typeof infoPageEntrySchema>>;

export const hotMatchSchema = lazySchema(() =>
  z.object({
    league: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    homeTeamImageUrl: z.string(),
    awayTeamImageUrl: z.string(),
    matchTime: epochMsSchema(),
    /** Launch with games.launch: vendor, gameId = roomId, nodeId, supportPlay. */
    vendor: z.string(),
    roomId: z.string(),
    nodeId: z.string(),
    supportPlay: z.nullable(z.string()),
  }),
);
export type HotMatch = z.output<ReturnType<typeof hotMatchSchema>>;

/** Winner rows come wrapped in `vo` (upstream-contract.md); customerName is masked by the platform. */
export const winnerSchema = lazySchema(() =>
  z.object({
    vo: z.object({ customerName: z.string(), gameName: z.string(), winAmount: moneySchema() }),
  }),
);
export type Winner = z.output<ReturnType<typeof winnerSchema>>;

const announcementQuery = lazySchema(() =>
  z.object({
    types: commaList(ANNOUNCEMENT_TYPES),
    groupName: z.optional(z.enum(BANNER_GROUPS)),
    platform: platformQuery(),
    merchantCode: merchantCodeQuery(),
    language: languageQuery(),
  }),
);

const winnersQuery = lazySchema(() =>
  z.object({
    gameCategory: z._default(z.enum(WINNER_GAME_CATEGORIES), 'ALL'),
    language: languageQuery(),
    limitNum: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
  }),
);
const winnersValue = lazySchema(() => z.object({ list: z.array(winnerSchema()) }));

export const contentCalls = {
  banners: defineCall({
    id: 'content.banners',
    method: 'GET',
    path: '/wps/system/banners',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ groupName: z.enum(BANNER_GROUPS), language: languageQuery() }),
    value: () => z.array(bannerSchema()),
  }),
  /**
   * Live announcements (started, not ended) of the asked types, in the operator's order then newest first.
   * Type A goes to agents only (member types other than 0, 4, 40); asked by others it finds none. Where the
   * merchant's brand.json turns MAILCEN (agent notices) off, a request for type A alone is refused
   * `function.not.available` (403) and a wider one is answered without type A (so is `announcement` by id).
   */
  announcements: defineCall({
    id: 'content.announcements',
    method: 'GET',
    path: '/wps/system/announcements',
    auth: 'optional',
    errors: [] as const,
    query: announcementQuery,
    value: () => z.array(announcementSchema()),
  }),
  /** Same items as `announcements`, grouped by type: one key per asked type. */
  multiCategoryAnnouncements: defineCall({
    id: 'content.multiCategoryAnnouncements',
    method: 'GET',
    path: '/wps/relay/MCS2_getMultiCategoryTypeAnnouncements',
    auth: 'optional',
    errors: [] as const,
    query: announcementQuery,
    value: () => z.partialRecord(z.enum(ANNOUNCEMENT_TYPES), z.array(announcementSchema())),
  }),
  /** The promotion filter menu: 'all' first, then each category some live promotion has, with counts. */
  catalog: defineCall({
    id: 'content.catalog',
    method: 'POST',
    path: '/wps/relay/MCS2_postCatalog',
    auth: 'none',
    errors: [] as const,
    body: () => z.object({ language: languageQuery() }),
    value: () => z.array(z.object({ category: z.enum(['all', ...PROMOTION_CATEGORIES]), count: z.number().check(z.int(), z.gte(0)) })),
  }),
  /** One live announcement, notice or promotion by id (detail pages opened by link); not.found otherwise. */
  announcement: defineCall({
    id: 'content.announcement',
    method: 'POST',
    path: '/wps/relay/MCS2_postAnnouncement',
    auth: 'optional',
    errors: ['not.found'] as const,
    body: () => z.object({ announcementId: idInput() }),
    value: announcementSchema,
  }),
  /**
   * Marks one announcement, notice or promotion read for the member. Customer type 4 gets no read-marking
   * (spec section 6): it is answered `read: false` and nothing is stored, so a stray call shows no error.
   */
  markRead: defineCall({
    id: 'content.markRead',
    method: 'POST',
    path: '/wps/system/announcements/read',
    auth: 'member',
    errors: ['not.found'] as const,
    body: () => z.object({ announcementId: idInput(), read: z._default(z.literal(true), true) }),
    value: () => z.object({ announcementId: idSchema(), read: z.boolean() }),
  }),
  /**
   * Popups for the asked executions. Without `execution` the platform picks as the client would: members A
   * (plus F on a first login), visitors B. Visitors never get popups that carry a promotionType.
   */
  popups: defineCall({
    id: 'content.popups',
    method: 'GET',
    path: '/wps/system/popups',
    auth: 'optional',
    errors: [] as const,
    query: () => z.object({ execution: z.optional(commaList(POPUP_EXECUTIONS)), language: languageQuery() }),
    value: () => z.array(popupSchema()),
  }),
  notices: defineCall({
    id: 'content.notices',
    method: 'GET',
    path: '/wps/relay/GLS2_lobbyNews',
    auth: 'optional',
    errors: [] as const,
    query: () => z.object({ language: languageQuery() }),
    value: () => z.array(noticeSchema()),
  }),
  /** Live promotions, optionally of one category ('all' = every category). */
  promotions: defineCall({
    id: 'content.promotions',
    method: 'GET',
    path: '/wps/relay/MCS2_getAvailablePromotions',
    auth: 'optional',
    errors: [] as const,
    query: () => z.object({ category: z._default(z.enum(['all', ...PROMOTION_CATEGORIES]), 'all'), language: languageQuery() }),
    value: () => z.array(promotionSchema()),
  }),
  helpCenter: defineCall({
    id: 'content.helpCenter',
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'), lang: languageQuery() }),
    value: () => z.array(helpSectionSchema()),
  }),
  /** One info page's entries in the operator's order (an empty list when the operator wrote none). */
  infoPage: defineCall({
    id: 'content.infoPage',
    method: 'GET',
    path: '/wps/system/infoPage',
    auth: 'none',
    errors: [] as const,
    query: () => z.object({ page: z.enum(INFO_PAGES), language: languageQuery() }),
    value: () => z.array(infoPageEntrySchema()),
  }),
  /** Upcoming matches, soonest first. */
  hotMatches: defineCall({
    id: 'content.hotMatches',
    method: 'GET',
    path: '/wps/system/hotMatch',
    auth: 'optional',
    errors: [] as const,
    query: () => z.object({ types: z._default(z.literal('H'), 'H'), platform: platformQuery(), merchantCode: merchantCodeQuery() }),
    value: () => z.array(hotMatchSchema()),
  }),
  /** Latest big wins, newest first. */
  winners: defineCall({
    id: 'content.winners',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    auth: 'none',
    errors: [] as const,
    query: winnersQuery,
    value: winnersValue,
  }),
  /** The operator's other winner-board relay: the same query and answer as `winners`. */
  winnerBoard: defineCall({
    id: 'content.winnerBoard',
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    auth: 'none',
    errors: [] as const,
    query: winnersQuery,
    value: winnersValue,
  }),
  jackpot: defineCall({
    id: 'content.jackpot',
    method: 'GET',
    path: '/wps/relay/VIS_getJackpot',
    auth: 'none',
    errors: [] as const,
    value: () => z.object({ amount: moneySchema(), updatedAt: epochMsSchema() }),
  }),
};

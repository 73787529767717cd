import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, serialId, timestamptz, minorUnits, bigRef, language, LANGUAGES } from './columns';
import { memberRef, merchantRef } from './core';

const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'A', 'N'] as const;
const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;

/** Banner images are generated from headline, subline and colours at /wps/static/banners/<id>.svg. */
export const banners = pgTable(
  'banners',
  {
    id: serialId(),
    merchantId: merchantRef('cascade'),
    groupName: text('group_name').notNull(),
    language: language(),
    headline: text('headline').notNull(),
    subline: text('subline').notNull(),
    colorFrom: text('color_from').notNull(),
    colorTo: text('color_to').notNull(),
    sequence: smallint('sequence').notNull().default(0),
  },
  (table) => [
    index('banners_lookup').on(table.merchantId, table.groupName, table.language),
    check('banners_language_check', isOneOf(table.language, LANGUAGES)),
  ],
);

/**
 * Announcements of every type: B, PL, PU (popups: execution, promotionType), PR (promotions: category,
 * endDate, noExpiry, period) and A; N is a notice (lobby news).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: bigId(),
    merchantId: merchantRef('cascade'),
    type: text('type', { enum: ANNOUNCEMENT_TYPES }).notNull(),
    groupName: text('group_name'),
    language: language(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date'),
    execution: text('execution', { enum: POPUP_EXECUTIONS }),
    promotionType: text('promotion_type'),
    category: text('category'),
    noExpiry: boolean('no_expiry').notNull().default(false),
    period: text('period'),
    sequence: smallint('sequence').notNull().default(0),
  },
  (table) => [
    index('announcements_lookup').on(table.merchantId, table.type, table.language),
    check('announcements_type_check', isOneOf(table.type, ANNOUNCEMENT_TYPES)),
    check('announcements_language_check', isOneOf(table.language, LANGUAGES)),
    check('announcements_execution_check', isOneOf(table.execution, POPUP_EXECUTIONS)),
    // A popup says when it shows; a promotion has its category and period; no expiry means no end date.
    check('announcements_check', sql`${table.type} <> 'PU' OR ${table.execution} IS NOT NULL`),
    check('announcements_check1', sql`${table.type} <> 'PR' OR (${table.category} IS NOT NULL AND ${table.period} IS NOT NULL)`),
    check('announcements_check2', sql`NOT ${table.noExpiry} OR ${table.endDate} IS NULL`),
  ],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: bigRef('announcement_id', () => announcements.id, 'cascade'),
    memberId: memberRef('cascade'),
    readAt: timestamptz('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.memberId] }), index('announcement_reads_member').on(table.memberId)],
);

/** Help centre sections (parentId null, with a tag) and their children. */
export const helpSections = pgTable(
  'help_sections',
  {
    id: serialId(),
    merchantId: merchantRef('cascade'),
    language: language(),
    parentId: integer('parent_id').references((): AnyPgColumn => helpSections.id, { onDelete: 'cascade' }),
    sequence: smallint('sequence').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tag: text('tag'),
  },
  (table) => [
    index('help_sections_lookup').on(table.merchantId, table.language),
    check('help_sections_language_check', isOneOf(table.language, LANGUAGES)),
  ],
);

/** Team images are generated from the team name at /wps/static/teams/<brand id>/<slug>.svg in the brand's colours; roomId is the sports game's gameId. */
export const hotMatches = pgTable('hot_matches', {
  id: serialId(),
  merchantId: merchantRef('cascade'),
  league: text('league').notNull(),
  homeTeam: text('home_team').notNull(),
  awayTeam: text('away_team').notNull(),
  matchTime: timestamptz('match_time').notNull(),
  vendor: text('vendor').notNull(),
  roomId: text('room_id').notNull(),
  nodeId: text('node_id').notNull(),
  supportPlay: text('support_play'),
});

export const winners = pgTable(
  'winners',
  {
    id: bigId(),
    merchantId: merchantRef('cascade'),
    customerName: text('customer_name').notNull(),
    gameName: text('game_name').notNull(),
    gameCategory: text('game_category').notNull(),
    /** Minor units. */
    winAmount: minorUnits('win_amount').notNull(),
    wonAt: timestamptz('won_at').notNull(),
  },
  (table) => [index('winners_lookup').on(table.merchantId, table.wonAt), check('winners_win_amount_check', sql`${table.winAmount} > 0`)],
);

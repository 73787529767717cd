import * as z from 'zod/mini';
import { epochMsSchema, moneySchema, pageNumberSchema, pageSizeSchema } from '../common';
import { defineCall } from '../define-call';
import { GAME_CATEGORIES } from '../game-constants';
import { accountRecordSchema, RECORD_TYPES, recordTotalSchema } from './money';
import { lazySchema } from '../lazy-schema';

/*
 * Agent reports (issue 14; spec sections 2 and 7, Agent routes): team profit and loss, team betting and the
 * downline's transactions for the agent form of records. The spec names the routes (/m/agent/team/pnl,
 * /m/teamBetting, /m/transaction/record?types=A) but no calls; these paths and shapes are ours, in the
 * /wps/agent/... family.
 *
 * Choices:
 * - A screen the merchant's brand turns off in brand.json is refused `function.not.available` (403) before
 *   anything else: team P&L by AGETEAMPNL3, team bets by TEAMBETTING3, team records by TRANSREC3.
 * - The team is the agent's downline: its direct and indirect subordinates through parent links (never the
 *   agent itself), on the agent's own merchant. Members of types 0, 4 and 40 are refused with
 *   `permission.denied` (403); so is a `username` filter naming anyone outside the downline, whatever the
 *   merchant, so a name cannot be probed.
 * - Ranges are [from, to) epoch milliseconds (the client sends its local days, as for records), at most 366
 *   days. Amounts are money on the wire (at most 2 decimals).
 * - P&L per member: bets and wins are the member's demo-game rounds on real wallets (bet records), bonuses
 *   the bonus postings on their wallets (ledger); net = wins + bonuses - bets, the member's result (negative
 *   when the member lost). Members with no bet, win or bonus in the range are left out. Ordered by username;
 *   `total` sums the whole range, not the page. Nothing is stored: every answer is computed from the rows.
 * - Team bets are newest first, filtered by member, game category (the app's categories) and vendor code.
 * - Team records are the downline's ledger movements, newest first, each with its member's username, and
 *   totals per record type over the whole range, like records.list.
 */

const MAX_RANGE_MS = 366 * 24 * 60 * 60 * 1000;
const paged = lazySchema(() => ({ pageNum: z.number(), totalPages: z.number() }));
/** A downline member's username; empty means the whole team. */
const username = lazySchema(() => z.optional(z.string().check(z.trim(), z.maxLength(32))));
const epochQuery = lazySchema(() => z.coerce.number().check(z.int(), z.gte(0)));

interface Range {
  from: number;
  to: number;
}

/** [from, to) with from < to and at most 366 days between. */
const rangeChecks = lazySchema(
  () =>
    [
      z.refine<Range>((query) => query.from < query.to, { message: 'from before to', path: ['to'] }),
      z.refine<Range>((query) => query.to - query.from <= MAX_RANGE_MS, { message: 'at most 366 days', path: ['from'] }),
    ] as const,
);
const rangeShape = lazySchema(() => ({
  from: epochQuery(),
  to: epochQuery(),
  pageNo: pageNumberSchema(),
  pageSize: pageSizeSchema(100, 20),
}));

export const teamPnlRowSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    bets: moneySchema(),
    wins: moneySchema(),
    bonuses: moneySchema(),
    /** wins + bonuses - bets. */
    net: moneySchema(),
  }),
);
export type TeamPnlRow = z.output<ReturnType<typeof teamPnlRowSchema>>;

export const teamPnlTotalSchema = lazySchema(() =>
  z.object({
    /** Members with any bet, win or bonus in the range. */
    members: z.number(),
    bets: moneySchema(),
    wins: moneySchema(),
    bonuses: moneySchema(),
    net: moneySchema(),
  }),
);

export const teamBetSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    username: z.string(),
    roundId: z.string(),
    gameName: z.string(),
    category: z.enum(GAME_CATEGORIES),
    /** The vendor's code and display name. */
    vendor: z.string(),
    vendorName: z.string(),
    bet: moneySchema(),
    win: moneySchema(),
    createdAt: epochMsSchema(),
  }),
);
export type TeamBet = z.output<ReturnType<typeof teamBetSchema>>;

export const teamRecordSchema = lazySchema(() => z.extend(accountRecordSchema(), { username: z.string() }));
export type TeamRecord = z.output<ReturnType<typeof teamRecordSchema>>;

const optionalCategory = lazySchema(() => z.optional(z.union([z.enum(GAME_CATEGORIES), z.literal('')])));
const optionalVendor = lazySchema(() => z.optional(z.string().check(z.trim(), z.maxLength(32))));

export const agentReportCalls = {
  /** Bets, wins, bonuses and net per downline member and in total for [from, to). */
  teamPnl: defineCall({
    id: 'agentReports.teamPnl',
    method: 'GET',
    path: '/wps/agent/team/pnl',
    auth: 'real',
    errors: ['permission.denied'] as const,
    query: () => z.object(rangeShape()).check(...rangeChecks()),
    value: () => z.object({ list: z.array(teamPnlRowSchema()), total: teamPnlTotalSchema(), ...paged() }),
  }),
  /** The downline's bet records, newest first, with the count and sums over the whole filter. */
  teamBets: defineCall({
    id: 'agentReports.teamBets',
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: 'real',
    errors: ['permission.denied'] as const,
    query: () =>
      z.object({ ...rangeShape(), username: username(), category: optionalCategory(), vendor: optionalVendor() }).check(...rangeChecks()),
    value: () =>
      z.object({
        list: z.array(teamBetSchema()),
        totals: z.object({ count: z.number(), bets: moneySchema(), wins: moneySchema() }),
        ...paged(),
      }),
  }),
  /** The downline's movements (all of it, or one member's), newest first, with totals per record type. */
  teamRecords: defineCall({
    id: 'agentReports.teamRecords',
    method: 'GET',
    path: '/wps/agent/team/records',
    auth: 'real',
    errors: ['permission.denied'] as const,
    query: () =>
      z
        .object({
          ...rangeShape(),
          username: username(),
          /** Comma-separated RECORD_TYPES; empty or absent means all. */
          types: z.optional(
            z.string().check(
              z.regex(/^([A-Z]+(,[A-Z]+)*)?$/, 'comma-separated record types'),
              z.refine(
                (types) => types.split(',').every((type) => !type || (RECORD_TYPES as readonly string[]).includes(type)),
                'unknown record type',
              ),
            ),
          ),
        })
        .check(...rangeChecks()),
    value: () => z.object({ list: z.array(teamRecordSchema()), totals: z.array(recordTotalSchema()), ...paged() }),
  }),
};

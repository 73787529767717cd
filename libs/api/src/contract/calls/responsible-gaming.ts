import * as z from 'zod/mini';
import { amountInputSchema, epochMsSchema, moneySchema } from '../common';
import { defineCall } from '../define-call';
import { lazySchema } from '../lazy-schema';

/*
 * Responsible gaming (issue 33): deposit and loss limits, time-outs and self-exclusion, all enforced by the
 * platform. No upstream path is known; these are ours, in the member family (/wps/member/rg/...).
 *
 * Choices:
 * - Periods are rolling windows ending now: DAILY the last 24 hours, WEEKLY 7 days, MONTHLY 30 days. The
 *   member's local day is the client's business; a rolling window needs none.
 * - A DEPOSIT limit counts the member's deposit requests in the window that are confirmed or still payable
 *   (an open request counts, so several requests cannot pass the limit together). A LOSS limit counts the net
 *   of deposits minus withdrawals in the window from the ledger (never below 0), plus the open requests.
 * - A lower limit, or a first one, applies at once; a higher one or a removal (`amount: null`) waits 24 hours,
 *   answered as `pending` with the time it takes effect; until then the old limit applies. Setting the limit in
 *   force again drops the pending change.
 * - A deposit request that would pass a limit is refused with `rg.deposit.limit`; value `{ kind, period, left }`
 *   names the tightest limit and what is left of it (money, as every amount).
 * - A time-out (24 hours to 6 weeks) or self-exclusion (6 months to 5 years) is confirmed with the login
 *   password (wrong: `user.or.password.wrong`; body encrypted) and ends every session of the member at once.
 *   Until its end, sign-in, deposit requests and game launch are refused with `rg.time.out` or
 *   `rg.self.excluded`, value `{ endsAt }`; withdrawals stay possible. A member cannot shorten either; a new one
 *   ending before the one in force is refused with the code of the one in force.
 * - `real` access: trial users have no limits (`trial.forbidden`).
 * - The reality check: the member's interval (15, 30 or 60 minutes; null: off) is kept per member, for every
 *   session. Its answer carries the current session's sign-in time and the platform's now, so a client schedules
 *   the dialog from sign-in (a reload or a wrong device clock changes nothing), and the net result of the game
 *   rounds since sign-in from the ledger: wins minus stakes, money, negative when the member lost.
 */

export const RG_LIMIT_KINDS = ['DEPOSIT', 'LOSS'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
export const RG_LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RgLimitPeriod = (typeof RG_LIMIT_PERIODS)[number];
export const RG_TIME_OUTS = ['24H', '7D', '30D', '6W'] as const;
export const RG_SELF_EXCLUSIONS = ['6M', '1Y', '5Y'] as const;
export const RG_BREAK_DURATIONS = [...RG_TIME_OUTS, ...RG_SELF_EXCLUSIONS] as const;
export type RgBreakDuration = (typeof RG_BREAK_DURATIONS)[number];
/** How long a raised or removed limit waits before it applies. */
export const RG_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export const rgLimitSchema = lazySchema(() =>
  z.object({
    kind: z.enum(RG_LIMIT_KINDS),
    period: z.enum(RG_LIMIT_PERIODS),
    /** The limit in force; null: none. */
    amount: z.nullable(moneySchema()),
    /** A raise or removal (amount null) waiting for its cooling-off, and when it takes effect. */
    pending: z.nullable(z.object({ amount: z.nullable(moneySchema()), effectiveAt: epochMsSchema() })),
    /** What the period's window has counted so far. */
    used: moneySchema(),
    /** What is left under the limit in force; null without one. */
    left: z.nullable(moneySchema()),
  }),
);
export type RgLimit = z.output<ReturnType<typeof rgLimitSchema>>;

/** Every kind and period, DEPOSIT before LOSS, DAILY before WEEKLY before MONTHLY. */
export const rgLimitsSchema = lazySchema(() => z.object({ limits: z.array(rgLimitSchema()) }));
export type RgLimits = z.output<ReturnType<typeof rgLimitsSchema>>;

export const RG_REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RgRealityCheckMinutes = (typeof RG_REALITY_CHECK_MINUTES)[number];

export const rgRealityCheckSchema = lazySchema(() =>
  z.object({
    /** null: off. */
    intervalMinutes: z.nullable(z.literal(RG_REALITY_CHECK_MINUTES)),
    /** When the current session signed in, as the platform holds it. */
    signedInAt: epochMsSchema(),
    /** The platform's clock when it answered. */
    now: epochMsSchema(),
    /** Wins minus stakes of the game rounds since sign-in. */
    net: moneySchema(),
  }),
);
export type RgRealityCheck = z.output<ReturnType<typeof rgRealityCheckSchema>>;

export const responsibleGamingCalls = {
  limits: defineCall({
    id: 'responsibleGaming.limits',
    method: 'GET',
    path: '/wps/member/rg/limits',
    auth: 'real',
    errors: [],
    value: rgLimitsSchema,
  }),
  /** Sets one or more limits at once (each kind and period at most once); answers them all as they now stand. */
  setLimits: defineCall({
    id: 'responsibleGaming.setLimits',
    method: 'POST',
    path: '/wps/member/rg/limits/set',
    auth: 'real',
    errors: [],
    body: () =>
      z.object({
        limits: z
          .array(z.object({ kind: z.enum(RG_LIMIT_KINDS), period: z.enum(RG_LIMIT_PERIODS), amount: z.nullable(amountInputSchema()) }))
          .check(
            z.minLength(1),
            z.maxLength(RG_LIMIT_KINDS.length * RG_LIMIT_PERIODS.length),
            z.refine(
              (limits) => new Set(limits.map((limit) => `${limit.kind}:${limit.period}`)).size === limits.length,
              'each kind and period at most once',
            ),
          ),
      }),
    value: rgLimitsSchema,
  }),
  /** Starts a time-out or self-exclusion; the caller's session ends with every other. */
  takeBreak: defineCall({
    id: 'responsibleGaming.takeBreak',
    method: 'POST',
    path: '/wps/member/rg/break',
    auth: 'real',
    errors: ['user.or.password.wrong', 'rg.time.out', 'rg.self.excluded'] as const,
    body: () =>
      z.object({
        duration: z.enum(RG_BREAK_DURATIONS),
        loginPassword: z.string().check(z.minLength(1), z.maxLength(128)),
      }),
    bodyEncoding: 'encrypted',
    value: () => z.object({ kind: z.enum(['TIME_OUT', 'SELF_EXCLUSION']), endsAt: epochMsSchema() }),
  }),
  /** The member's reality-check interval, the session's sign-in time, the platform's now and the net since sign-in. */
  realityCheck: defineCall({
    id: 'responsibleGaming.realityCheck',
    method: 'GET',
    path: '/wps/member/rg/reality-check',
    auth: 'real',
    errors: [],
    value: rgRealityCheckSchema,
  }),
  /** Sets the interval (null: off) for this and every later session; answers as realityCheck does. */
  setRealityCheck: defineCall({
    id: 'responsibleGaming.setRealityCheck',
    method: 'POST',
    path: '/wps/member/rg/reality-check/set',
    auth: 'real',
    errors: [],
    body: () => z.object({ intervalMinutes: z.nullable(z.literal(RG_REALITY_CHECK_MINUTES)) }),
    value: rgRealityCheckSchema,
  }),
};

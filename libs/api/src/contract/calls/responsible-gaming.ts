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
};

import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** Every answer of the platform: `{ success, value?, errorCode?, message? }` (upstream-contract.md). */
export function envelopeSchema<V extends z.ZodMiniType>(value: V) {
  return z.union([
    z.object({
      success: z.literal(true),
      value,
      errorCode: z.optional(z.nullable(z.string())),
      message: z.optional(z.nullable(z.string())),
    }),
    failureEnvelopeSchema(),
  ]);
}

/** An error's `value` may carry flags such as `captcha: true` after failed logins. */
export const errorValueSchema = lazySchema(() =>
  z.optional(
    z.nullable(
      z.object({
        captcha: z.optional(z.boolean()),
        retryAfterSeconds: z.optional(z.number()),
        /** The request field a refusal is about, so the form can focus it. */
        field: z.optional(z.string()),
        /** payment.password.wrong: wrong payment passwords left before withdrawals lock. */
        attemptsLeft: z.optional(z.number()),
        /** payment.password.locked: epoch ms when withdrawals unlock. */
        lockedUntil: z.optional(z.number()),
        /** feedback.length.invalid: the brand's bounds, in words. */
        minWords: z.optional(z.number()),
        maxWords: z.optional(z.number()),
        /** rebate.rate.above.own: the agent's own rate for the category (`field`), in basis points. */
        maxRateBp: z.optional(z.number()),
        /** login_verify_required: the member's number, to verify through phone auth. */
        countryDialingCode: z.optional(z.string()),
        mobileNum: z.optional(z.string()),
        /** rg.deposit.limit: the tightest limit (kind DEPOSIT or LOSS, its period) and what is left of it, money. */
        limitKind: z.optional(z.enum(['DEPOSIT', 'LOSS'])),
        period: z.optional(z.enum(['DAILY', 'WEEKLY', 'MONTHLY'])),
        left: z.optional(z.number()),
        /** rg.time.out, rg.self.excluded: epoch ms when it ends. */
        endsAt: z.optional(z.number()),
      }),
    ),
  ),
);

export const failureEnvelopeSchema = lazySchema(() =>
  z.object({
    success: z.literal(false),
    errorCode: z.string(),
    message: z.optional(z.nullable(z.string())),
    value: errorValueSchema(),
  }),
);

export type FailureEnvelope = z.output<ReturnType<typeof failureEnvelopeSchema>>;
export type Envelope<T> = { success: true; value: T; errorCode?: string | null; message?: string | null } | FailureEnvelope;

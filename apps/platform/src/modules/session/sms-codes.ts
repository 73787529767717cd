import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import { outbox, smsCodes } from '../../db/schema';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError, tooManyRequests } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { hashSecret, randomDigits } from '../../security/secrets';
import type { Phone } from './phone';

export type SmsPurpose = 'register' | 'nologin' | 'bindMobile' | 'bindEmail';

/** Where a verification code goes and what it is kept under. */
export interface CodeRecipient {
  channel: 'sms' | 'email';
  /** The outbox recipient: E.164 or a lower-case e-mail address (also the key of the hourly quota). */
  address: string;
  /** The code's slot: the address, or the member and the address when the code binds it to that member. */
  key: string;
}

/** A code for whoever holds the number (register, login, set password). */
export const phoneRecipient = (phone: Phone): CodeRecipient => ({ channel: 'sms', address: phone.e164, key: phone.e164 });

/** A code that only this member may use, so two members binding one address never share or replace a code. */
export const memberRecipient = (memberId: number, channel: CodeRecipient['channel'], address: string): CodeRecipient => ({
  channel,
  address,
  key: `m${memberId}:${address}`,
});

type To = Phone | CodeRecipient;
const recipientOf = (to: To): CodeRecipient => ('e164' in to ? phoneRecipient(to) : to);

const CODE_TTL_MS = 5 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_TRIES = 5;
const HOUR_MS = 3_600_000;

const scope = (merchantId: number, purpose: SmsPurpose, to: CodeRecipient) => `sms:${merchantId}:${purpose}:${to.key}`;
const target = (merchantId: number, purpose: SmsPurpose, to: CodeRecipient) =>
  and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.purpose, purpose), eq(smsCodes.recipient, to.key));

const tooSoon = (resendAt: Date, now: Date): PlatformError => tooManyRequests(resendAt.getTime() - now.getTime());

/** Refuses before anything else is spent (a captcha, the hourly quota) when a code was sent under a minute ago. */
export async function assertCanSendSms(ctx: CallContext, purpose: SmsPurpose, recipient: To): Promise<void> {
  const to = recipientOf(recipient);
  const now = ctx.services.now();
  const [previous] = await ctx.services.db
    .select({ resendAt: smsCodes.resendAt })
    .from(smsCodes)
    .where(target(ctx.merchant.id, purpose, to));
  if (previous && previous.resendAt > now) throw tooSoon(previous.resendAt, now);
  await hitRateLimit(ctx.services, { key: `sms:ip:${ctx.ip}`, limit: 10, windowMs: HOUR_MS });
  await hitRateLimit(ctx.services, { key: `sms:recipient:${to.address}`, limit: 5, windowMs: HOUR_MS });
}

/**
 * Replaces the recipient's code with a new 6-digit one and, when `deliver`, puts the SMS or e-mail in the outbox.
 * An undelivered code still takes the slot so the answer and the resend window look the same either way.
 * Answers when another code may be asked for (the client's countdown).
 */
export async function sendSmsCode(
  ctx: CallContext,
  purpose: SmsPurpose,
  recipient: To,
  deliver: boolean,
): Promise<{ expirationTime: number }> {
  const to = recipientOf(recipient);
  const { services, merchant } = ctx;
  const now = services.now();
  const code = randomDigits(6);
  const row = {
    codeHash: hashSecret(scope(merchant.id, purpose, to), code),
    attempts: 0,
    createdAt: now,
    resendAt: new Date(now.getTime() + RESEND_AFTER_MS),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    consumedAt: null,
  };
  const stored = await services.db
    .insert(smsCodes)
    .values({ merchantId: merchant.id, purpose, recipient: to.key, ...row })
    .onConflictDoUpdate({
      target: [smsCodes.merchantId, smsCodes.purpose, smsCodes.recipient],
      set: row,
      setWhere: lte(smsCodes.resendAt, now),
    })
    .returning({ id: smsCodes.id });
  // Another request for the same number won the race inside the window.
  if (!stored.length) throw tooSoon(row.resendAt, now);
  if (deliver) {
    await services.db.insert(outbox).values({
      merchantId: merchant.id,
      channel: to.channel,
      recipient: to.address,
      subject: 'Verification code',
      body: `${merchant.name}: your verification code is ${code}. It expires in 5 minutes.`,
      createdAt: now,
    });
  }
  return { expirationTime: row.resendAt.getTime() };
}

/**
 * The id of the live code `code` matches, or null. Each try takes one of the code's 5 before it is compared
 * (one atomic increment), so tries sent at once never get more than 5 comparisons between them.
 */
export async function verifySmsCode(ctx: CallContext, purpose: SmsPurpose, recipient: To, code: string): Promise<number | null> {
  const to = recipientOf(recipient);
  const { services, merchant } = ctx;
  const [row] = await services.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        target(merchant.id, purpose, to),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, services.now()),
        lt(smsCodes.attempts, MAX_TRIES),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  return row && row.codeHash === hashSecret(scope(merchant.id, purpose, to), code.trim()) ? row.id : null;
}

/** Uses the code up; false when a concurrent request used it first. */
export async function consumeSmsCode(ctx: CallContext, codeId: number): Promise<boolean> {
  const used = await ctx.services.db
    .update(smsCodes)
    .set({ consumedAt: ctx.services.now() })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return used.length > 0;
}

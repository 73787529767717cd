import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { outbox, smsCodes } from '../../db/schema';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { hashSecret, randomDigits } from '../../security/secrets';
import type { Phone } from './phone';

export type SmsPurpose = 'register' | 'nologin';

const CODE_TTL_MS = 5 * 60_000;
const RESEND_AFTER_MS = 60_000;
const MAX_TRIES = 5;
const HOUR_MS = 3_600_000;

const scope = (merchantId: number, purpose: SmsPurpose, phone: Phone) => `sms:${merchantId}:${purpose}:${phone.e164}`;
const target = (merchantId: number, purpose: SmsPurpose, phone: Phone) =>
  and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.purpose, purpose), eq(smsCodes.recipient, phone.e164));

function tooSoon(resendAt: Date, now: Date): PlatformError {
  return new PlatformError('TOO_MANY_REQUEST', {
    status: 429,
    value: { retryAfterSeconds: Math.max(1, Math.ceil((resendAt.getTime() - now.getTime()) / 1000)) },
  });
}

/** Refuses before anything else is spent (a captcha, the hourly quota) when a code was sent under a minute ago. */
export async function assertCanSendSms(ctx: CallContext, purpose: SmsPurpose, phone: Phone): Promise<void> {
  const now = ctx.services.now();
  const [previous] = await ctx.services.db
    .select({ resendAt: smsCodes.resendAt })
    .from(smsCodes)
    .where(target(ctx.merchant.id, purpose, phone));
  if (previous && previous.resendAt > now) throw tooSoon(previous.resendAt, now);
  await hitRateLimit(ctx.services, { key: `sms:ip:${ctx.ip}`, limit: 10, windowMs: HOUR_MS });
  await hitRateLimit(ctx.services, { key: `sms:recipient:${phone.e164}`, limit: 5, windowMs: HOUR_MS });
}

/**
 * Replaces the number's code with a new 6-digit one and, when `deliver`, puts the SMS in the outbox.
 * An undelivered code still takes the slot so the answer and the resend window look the same either way.
 * Answers when another code may be asked for (the client's countdown).
 */
export async function sendSmsCode(
  ctx: CallContext,
  purpose: SmsPurpose,
  phone: Phone,
  deliver: boolean,
): Promise<{ expirationTime: number }> {
  const { services, merchant } = ctx;
  const now = services.now();
  const code = randomDigits(6);
  const row = {
    codeHash: hashSecret(scope(merchant.id, purpose, phone), code),
    attempts: 0,
    createdAt: now,
    resendAt: new Date(now.getTime() + RESEND_AFTER_MS),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    consumedAt: null,
  };
  const stored = await services.db
    .insert(smsCodes)
    .values({ merchantId: merchant.id, purpose, recipient: phone.e164, ...row })
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
      channel: 'sms',
      recipient: phone.e164,
      subject: 'Verification code',
      body: `${merchant.name}: your verification code is ${code}. It expires in 5 minutes.`,
      createdAt: now,
    });
  }
  return { expirationTime: row.resendAt.getTime() };
}

/** The id of the live code `code` matches, or null; a wrong guess counts against the code's 5 tries. */
export async function verifySmsCode(ctx: CallContext, purpose: SmsPurpose, phone: Phone, code: string): Promise<number | null> {
  const { services, merchant } = ctx;
  const [row] = await services.db
    .select()
    .from(smsCodes)
    .where(target(merchant.id, purpose, phone));
  if (!row || row.consumedAt || row.expiresAt <= services.now() || row.attempts >= MAX_TRIES) return null;
  if (row.codeHash === hashSecret(scope(merchant.id, purpose, phone), code.trim())) return row.id;
  await services.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, row.id));
  return null;
}

/** Uses the code up; false when a concurrent request used it first. */
export async function consumeSmsCode(ctx: CallContext, codeId: number): Promise<boolean> {
  const used = await ctx.services.db
    .update(smsCodes)
    .set({ consumedAt: ctx.services.now() })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt), lt(smsCodes.attempts, MAX_TRIES)))
    .returning({ id: smsCodes.id });
  return used.length > 0;
}

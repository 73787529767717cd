import { and, eq, ne } from 'drizzle-orm';
import { members } from '../../db/schema';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { isUniqueViolation } from '../wallet/ledger';
import { type Phone } from '../session/phone';
import { assertCanSendSms, consumeSmsCode, memberRecipient, sendSmsCode, verifySmsCode, type CodeRecipient } from '../session/sms-codes';

/*
 * Binding an e-mail address or a mobile number to the signed-in member: a code sent to the address (the
 * session module's verification codes, kept per member so nobody else's code fits), then the code back.
 */

const FIFTEEN_MINUTES = 15 * 60_000;

/** E-mail addresses are kept and compared in lower case (the outbox's key, too). */
export const emailAddress = (email: string) => email.trim().toLowerCase();

const emailRecipient = (ctx: CallContext, email: string) => memberRecipient(ctx.member!.id, 'email', email);
const mobileRecipient = (ctx: CallContext, phone: Phone) => memberRecipient(ctx.member!.id, 'sms', phone.e164);

/** Another member of this merchant holds the number. */
async function takenByAnother(ctx: CallContext, phone: Phone): Promise<boolean> {
  const [other] = await ctx.services.db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantId, ctx.merchant.id),
        eq(members.countryDialingCode, phone.countryDialingCode),
        eq(members.mobile, phone.mobile),
        ne(members.id, ctx.member!.id),
      ),
    )
    .limit(1);
  return Boolean(other);
}

const mobileTaken = () => new PlatformError('mobile.exists', { message: 'the mobile number belongs to another member' });

export async function sendEmailCode(ctx: CallContext, email: string) {
  const to = emailRecipient(ctx, emailAddress(email));
  await assertCanSendSms(ctx, 'bindEmail', to);
  return sendSmsCode(ctx, 'bindEmail', to, true);
}

export async function sendMobileCode(ctx: CallContext, phone: Phone) {
  const to = mobileRecipient(ctx, phone);
  // The limits first: asking which numbers are taken costs a code request like any other.
  await assertCanSendSms(ctx, 'bindMobile', to);
  if (await takenByAnother(ctx, phone)) throw mobileTaken();
  return sendSmsCode(ctx, 'bindMobile', to, true);
}

/**
 * Checks and uses up the member's code for this address. Every attempt counts against the member's own
 * limit as well as the code's 5 tries, so guessing across fresh codes is bounded too.
 */
async function redeemCode(ctx: CallContext, purpose: 'bindEmail' | 'bindMobile', to: CodeRecipient, code: string): Promise<void> {
  await hitRateLimit(ctx.services, { key: `${purpose}:member:${ctx.member!.id}`, limit: 10, windowMs: FIFTEEN_MINUTES });
  const codeId = await verifySmsCode(ctx, purpose, to, code);
  if (codeId === null || !(await consumeSmsCode(ctx, codeId)))
    throw new PlatformError('sms.code.error', { message: 'wrong, expired or used verification code' });
}

export async function bindEmail(ctx: CallContext, email: string, code: string): Promise<void> {
  const address = emailAddress(email);
  await redeemCode(ctx, 'bindEmail', emailRecipient(ctx, address), code);
  await ctx.services.db.update(members).set({ email: address }).where(eq(members.id, ctx.member!.id));
}

export async function bindMobile(ctx: CallContext, phone: Phone, code: string): Promise<void> {
  if (await takenByAnother(ctx, phone)) throw mobileTaken();
  await redeemCode(ctx, 'bindMobile', mobileRecipient(ctx, phone), code);
  try {
    await ctx.services.db
      .update(members)
      .set({ countryDialingCode: phone.countryDialingCode, mobile: phone.mobile })
      .where(eq(members.id, ctx.member!.id));
  } catch (error) {
    // Another member bound the number between the check and the update.
    if (isUniqueViolation(error)) throw mobileTaken();
    throw error;
  }
}

import { contract } from '@playdeck/api';
import { outbox } from '../../db/schema';
import { hitRateLimit, reserveFailureBudget, type RateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { CallContext } from '../../http/request-context';
import type { PlatformModule } from '../platform-module';
import { setPassword } from './credentials';
import { findMemberByPhone, findMemberByUsername, requireRealMerchant } from './members';
import { issuePasswordReset, RESET_TTL_MINUTES } from './password-resets';
import { requirePhoneAuthFor } from './identity-tokens';
import { parsePhone, type Phone } from './phone';
import { checkField, loadRegisterRules } from './register-rules';
import { endSessions, startSession } from './sessions';
import { consumeSmsCode, verifySmsCode } from './sms-codes';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 3_600_000;

/** A new password must pass the merchant's registration rule for passwords. */
async function checkNewPassword(ctx: CallContext, password: string): Promise<void> {
  const rules = await loadRegisterRules(ctx.services, ctx.merchant);
  checkField('newPassword', password, rules.password, true);
}

/** Wrong name/e-mail pairs, not e-mails sent, count: 10 an hour from one address, 10 an hour on one name. */
const forgotPasswordFailureLimits = (ctx: CallContext, account: string): RateLimit[] => [
  { key: `password:email:fail:ip:${ctx.ip}`, limit: 10, windowMs: HOUR },
  { key: `password:email:fail:account:${account}`, limit: 10, windowMs: HOUR },
];

/**
 * Set password by phone with a phone-auth token for the number (spec section 3's firebaseIdToken) instead of
 * the platform's SMS code. The player has proved the number, so a number without an account hears
 * USER_NOT_EXIST, as a phone-auth login does.
 */
async function setPasswordByPhoneAuth(ctx: CallContext, phone: Phone, token: string, newPassword: string) {
  requirePhoneAuthFor(ctx, phone.e164, token);
  const member = await findMemberByPhone(ctx.services, ctx.merchant.id, phone);
  if (!member || member.status !== 'active') throw new PlatformError('USER_NOT_EXIST', { status: 403 });
  await checkNewPassword(ctx, newPassword);
  if (await ctx.services.passwords.verify(newPassword, member.passwordHash)) throw new PlatformError('modify.new.old.same');
  await setPassword(ctx.services, member.id, newPassword);
  await endSessions(ctx.services, member.id, 'password.changed');
  return startSession(ctx, member);
}

export const registerPasswords: PlatformModule = (app, services) => {
  // The member's other sessions end; the one that changed the password stays.
  registerCall(app, services, contract.session.changePassword, async ({ body, ctx }) => {
    const member = ctx.member!;
    await hitRateLimit(ctx.services, { key: `password:change:${member.id}`, limit: 10, windowMs: FIFTEEN_MINUTES });
    if (body.confirmNewPassword !== body.newPassword)
      throw new PlatformError('password.confirm.mismatch', {
        message: 'confirmNewPassword: does not match newPassword',
        value: { field: 'confirmNewPassword' },
      });
    if (body.newPassword === body.oldPassword) throw new PlatformError('modify.new.old.same');
    await checkNewPassword(ctx, body.newPassword);
    if (!(await ctx.services.passwords.verify(body.oldPassword, member.passwordHash))) throw new PlatformError('old.password.error');
    await setPassword(ctx.services, member.id, body.newPassword);
    await endSessions(ctx.services, member.id, 'password.changed', ctx.session!.id);
    return null;
  });

  // modify.new.old.same leaves the SMS code unused so the member can pick another password with it.
  registerCall(app, services, contract.session.setPasswordByPhone, async ({ body, ctx }) => {
    requireRealMerchant(ctx);
    const phone = parsePhone(body.countryDialingCode, body.mobileNum);
    if (body.firebaseIdToken) return setPasswordByPhoneAuth(ctx, phone, body.firebaseIdToken, body.newPassword);
    if (!body.verificationCode)
      throw new PlatformError('request_param_err', {
        message: 'verificationCode: required without a phone-auth token',
        value: { field: 'verificationCode' },
      });
    // Every code tried is reserved before it is checked; only a wrong one stays counted.
    const budget = await reserveFailureBudget(ctx.services, [{ key: `password:phone:ip:${ctx.ip}`, limit: 10, windowMs: FIFTEEN_MINUTES }]);
    const codeId = await verifySmsCode(ctx, 'nologin', phone, body.verificationCode);
    const member = codeId === null ? undefined : await findMemberByPhone(ctx.services, ctx.merchant.id, phone);
    if (!member || member.status !== 'active') throw new PlatformError('sms.code.error');
    await budget.giveBack();
    await checkNewPassword(ctx, body.newPassword);
    if (await ctx.services.passwords.verify(body.newPassword, member.passwordHash)) throw new PlatformError('modify.new.old.same');
    if (!(await consumeSmsCode(ctx, codeId!))) throw new PlatformError('sms.code.error');
    await setPassword(ctx.services, member.id, body.newPassword);
    await endSessions(ctx.services, member.id, 'password.changed');
    return startSession(ctx, member);
  });

  // An unknown user name and a wrong e-mail answer alike (email.not.match).
  registerCall(app, services, contract.session.forgotPassword, async ({ body, ctx }) => {
    requireRealMerchant(ctx);
    const account = `${ctx.merchant.id}:${body.username.toLowerCase()}`;
    const budget = await reserveFailureBudget(ctx.services, forgotPasswordFailureLimits(ctx, account));
    const member = await findMemberByUsername(ctx.services, ctx.merchant.id, body.username);
    if (!member || member.status !== 'active' || !member.email || member.email.toLowerCase() !== body.email.toLowerCase())
      throw new PlatformError('email.not.match');
    await budget.giveBack();
    // Each e-mail sent costs, as an SMS does: at most 5 an hour to one account, whoever asks.
    await hitRateLimit(ctx.services, { key: `password:email:sent:${account}`, limit: 5, windowMs: HOUR });
    const temporary = await issuePasswordReset(ctx.services, member.id);
    await ctx.services.db.insert(outbox).values({
      merchantId: ctx.merchant.id,
      channel: 'email',
      recipient: member.email.toLowerCase(),
      subject: `${ctx.merchant.name}: your temporary password`,
      body:
        `Hello ${member.username},\n\nLog in with this temporary password within ${RESET_TTL_MINUTES} minutes: ${temporary}\n` +
        `Your current password keeps working until you use it. Change it after logging in.\n` +
        `If you did not ask for this, ignore this e-mail.`,
      createdAt: ctx.services.now(),
    });
    return null;
  });
};

import { contract } from '@playdeck/api';
import { PlatformError } from '../../http/platform-error';
import { registerCall, type CallHandler } from '../../http/register-call';
import type { CallContext, Member } from '../../http/request-context';
import type { PlatformModule } from '../platform-module';
import { memberByPassword } from './credentials';
import { identityChannel, requirePhoneAuthFor, verifyIdentityToken } from './identity-tokens';
import { guardLoginAttempt, loginAccount, loginSucceeded, refuseLogin } from './login-guard';
import { findMemberByE164, findMemberByPhone, requireRealMerchant } from './members';
import { parsePhone, type Phone } from './phone';
import { memberForProviderIdentity } from './provider-members';
import { startSession } from './sessions';
import { consumeSmsCode, verifySmsCode } from './sms-codes';

type LoginBody = Parameters<CallHandler<typeof contract.session.login>>[0]['body'];
type ProviderLoginBody = Extract<LoginBody, { type: 'firebase' }>;
type PasswordLoginBody = Extract<LoginBody, { type: 'username' }>;

/** The module that asks members with a mobile number to verify it through phone auth at each password login. */
export const LOGIN_PHONE_VERIFICATION_MODULE = 'LOGINPHONEVERIF3';

const CHANNEL_MODULE = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const;

/** A `firebase` login: a Google or Facebook account (behind its whitelabel flag), or a number verified by phone auth. */
async function providerLogin(ctx: CallContext, body: ProviderLoginBody) {
  const channel = identityChannel(body.firebaseChannel);
  if (channel !== 'sms' && !ctx.merchant.modules[CHANNEL_MODULE[channel]])
    throw new PlatformError('function.not.available', { message: `${channel} login is off` });
  const identity =
    channel === 'sms' && body.firebaseMobileNo
      ? // The number the player typed must be the one phone auth verified, not merely some verified number.
        requirePhoneAuthFor(ctx, parsePhone(body.countryDialingCode, body.firebaseMobileNo, 'firebaseMobileNo').e164, body.firebaseIdToken)
      : verifyIdentityToken(ctx, channel, body.firebaseIdToken);
  const member =
    identity.channel === 'sms'
      ? await findMemberByE164(ctx.services, ctx.merchant.id, identity.phoneNumber!)
      : await memberForProviderIdentity(ctx, { ...identity, channel: identity.channel }, body.loginDeviceId);
  if (!member || member.status !== 'active') throw new PlatformError('USER_NOT_EXIST', { status: 403 });
  return startSession(ctx, member);
}

/** The member a `/sms/noLogin` code was sent to, using the code up. */
async function memberBySmsCode(ctx: CallContext, phone: Phone, code: string): Promise<Member | undefined> {
  const codeId = await verifySmsCode(ctx, 'nologin', phone, code);
  if (codeId === null) return undefined;
  const member = await findMemberByPhone(ctx.services, ctx.merchant.id, phone);
  return member && (await consumeSmsCode(ctx, codeId)) ? member : undefined;
}

/** Whether this member's password logins need a phone-auth token: the merchant's module, or the member's own switch. */
export const asksLoginVerification = (ctx: CallContext, member: Member): boolean =>
  Boolean(ctx.merchant.modules[LOGIN_PHONE_VERIFICATION_MODULE] || member.loginPhoneVerification);

/**
 * Login verification (LOGINPHONEVERIF3, or the member's own switch): a member with a mobile number completes
 * a right password with a phone-auth token for that number; without one the platform names the number to verify.
 */
function requireVerifiedPhone(ctx: CallContext, member: Member, body: PasswordLoginBody): void {
  if (!asksLoginVerification(ctx, member) || !member.mobile || !member.countryDialingCode) return;
  if (!body.firebaseIdToken)
    throw new PlatformError('login_verify_required', {
      message: 'verify the mobile number through phone auth',
      value: { countryDialingCode: member.countryDialingCode, mobileNum: member.mobile },
    });
  requirePhoneAuthFor(ctx, `+${member.countryDialingCode}${member.mobile}`, body.firebaseIdToken);
}

function loginAttempt(ctx: CallContext, body: Exclude<LoginBody, { type: 'firebase' }>) {
  if (body.type === 'sms') {
    const phone = parsePhone(body.countryDialingCode, body.mobileNum);
    return {
      account: loginAccount(ctx, phone.e164),
      failure: 'sms.code.error' as const,
      member: () => memberBySmsCode(ctx, phone, body.verificationCode),
    };
  }
  return {
    account: loginAccount(ctx, body.username),
    failure: 'login.password.error' as const,
    member: () => memberByPassword(ctx.services, ctx.merchant.id, body.username, body.password),
  };
}

/**
 * Login by user name and password, or by mobile number and SMS code (whitelabel MOBILEVERCODELOGIN3), or by a
 * provider's identity token (type firebase; see the contract's header). An unknown user and a wrong
 * password answer alike (login.password.error); only the right password of a disabled account hears
 * USER_NOT_EXIST ("does not exist or is disabled").
 */
export const registerLogin: PlatformModule = (app, services) => {
  registerCall(app, services, contract.session.login, async ({ body, ctx }) => {
    requireRealMerchant(ctx);
    if (body.type === 'firebase') return providerLogin(ctx, body);
    if (body.type === 'sms' && !ctx.merchant.modules['MOBILEVERCODELOGIN3'])
      throw new PlatformError('function.not.available', { message: 'login by SMS code is off' });
    const attempt = loginAttempt(ctx, body);
    const guard = await guardLoginAttempt(ctx, attempt.account, { loginDeviceId: body.loginDeviceId, answer: body.captcha });
    const member = await attempt.member();
    if (!member) return refuseLogin(guard, attempt.failure);
    await loginSucceeded(ctx, guard);
    if (member.status !== 'active') throw new PlatformError('USER_NOT_EXIST', { status: 403 });
    if (body.type === 'username') requireVerifiedPhone(ctx, member, body);
    return startSession(ctx, member);
  });
};

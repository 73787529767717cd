import { contract } from '@playdeck/api';
import { PlatformError } from '../../http/platform-error';
import { registerCall, type CallHandler } from '../../http/register-call';
import type { CallContext, Member } from '../../http/request-context';
import type { PlatformModule } from '../platform-module';
import { memberByPassword } from './credentials';
import { guardLoginAttempt, loginAccount, loginSucceeded, refuseLogin } from './login-guard';
import { findMemberByPhone, requireRealMerchant } from './members';
import { parsePhone, type Phone } from './phone';
import { startSession } from './sessions';
import { consumeSmsCode, verifySmsCode } from './sms-codes';

type LoginBody = Parameters<CallHandler<typeof contract.session.login>>[0]['body'];

/** The member a `/sms/noLogin` code was sent to, using the code up. */
async function memberBySmsCode(ctx: CallContext, phone: Phone, code: string): Promise<Member | undefined> {
  const codeId = await verifySmsCode(ctx, 'nologin', phone, code);
  if (codeId === null) return undefined;
  const member = await findMemberByPhone(ctx.services, ctx.merchant.id, phone);
  return member && (await consumeSmsCode(ctx, codeId)) ? member : undefined;
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
 * Login by user name and password, or by mobile number and SMS code (whitelabel MOBILEVERCODELOGIN3). An unknown user and a wrong
 * password answer alike (login.password.error); only the right password of a disabled account hears
 * USER_NOT_EXIST ("does not exist or is disabled").
 */
export const registerLogin: PlatformModule = (app, services) => {
  registerCall(app, services, contract.session.login, async ({ body, ctx }) => {
    requireRealMerchant(ctx);
    if (body.type === 'firebase')
      throw new PlatformError('function.not.available', { message: 'phone-auth login is not offered by this platform' });
    if (body.type === 'sms' && !ctx.merchant.modules['MOBILEVERCODELOGIN3'])
      throw new PlatformError('function.not.available', { message: 'login by SMS code is off' });
    const attempt = loginAttempt(ctx, body);
    const guard = await guardLoginAttempt(ctx, attempt.account, { loginDeviceId: body.loginDeviceId, answer: body.captcha });
    const member = await attempt.member();
    if (!member) return refuseLogin(ctx, attempt.account, attempt.failure);
    if (member.status !== 'active') throw new PlatformError('USER_NOT_EXIST', { status: 403 });
    await loginSucceeded(ctx, attempt.account, guard);
    return startSession(ctx, member);
  });
};

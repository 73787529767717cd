import { contract } from '@playdeck/api';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import { registerCall, type CallHandler } from '../../http/register-call';
import type { CallContext } from '../../http/request-context';
import type { PlatformModule } from '../platform-module';
import { requireCaptcha } from './captcha';
import { createMember } from './create-member';
import { identityChannel, requirePhoneAuthFor } from './identity-tokens';
import { findAgentByAffiliateCode, findMemberByPhone, findMemberByUsername, requireRealMerchant } from './members';
import { parsePhone, type Phone } from './phone';
import { REGISTER_FIELDS, type RegisterField } from './register-defaults';
import { checkField, loadRegisterRules, type RegisterRules } from './register-rules';
import { startSession, type SessionInfo } from './sessions';
import { consumeSmsCode, verifySmsCode } from './sms-codes';

type RegisterBody = Parameters<CallHandler<typeof contract.session.register>>[0]['body'];
type Method = 'username' | 'mobile';
const METHOD_MODULE = { username: 'USERNAMEREG3', mobile: 'MOBILENUMREG3' } as const;

/**
 * A registration by mobile number takes a password only where MOBILENUMPASSREG3 is on; elsewhere the number's
 * SMS code is the credential (the member signs in by SMS code or sets a password by phone later).
 */
function takesPassword(method: Method, modules: Readonly<Record<string, boolean>>): boolean {
  return method === 'username' || Boolean(modules['MOBILENUMPASSREG3']);
}

/**
 * How the number is proved: the platform's own SMS code (`verificationCode`), or a phone-auth token
 * (`firebaseChannel` sms with `firebaseIdToken`, spec section 3) for the number typed.
 */
type NumberProof = 'smsCode' | 'phoneAuth';

/** Fields the method itself needs, whatever the rules say; a phone-auth token stands in for the SMS code. */
function forcedBy(method: Method, field: RegisterField, withPassword: boolean, proof: NumberProof): boolean {
  if (field === 'password') return withPassword;
  if (field === 'verificationCode') return !withPassword && proof === 'smsCode';
  return method === 'username' ? field === 'username' : field === 'mobileNum';
}

/** Every enabled (or forced) field checked against its rule; the captcha's absence has its own refusal. */
function checkedFields(
  body: RegisterBody,
  rules: RegisterRules,
  method: Method,
  withPassword: boolean,
  proof: NumberProof,
): Partial<Record<RegisterField, string>> {
  const fields: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    const rule = rules[field];
    if (field === 'verificationCode' && proof === 'phoneAuth') continue;
    const forced = forcedBy(method, field, withPassword, proof);
    if (!rule.enabled && !forced) continue;
    // A mobile registration asks for no user name, nor a password while MOBILENUMPASSREG3 is off.
    const notAsked = method === 'mobile' && (field === 'username' || (field === 'password' && !withPassword));
    const required = forced || (rule.required && field !== 'captcha' && !notAsked);
    // Spaces and dashes in a typed number are layout, not part of it.
    const raw = field === 'mobileNum' ? body.mobileNum?.replace(/[\s-]/g, '') : body[field];
    const value = checkField(field, raw, rule, required);
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

async function verifiedRegisterCode(ctx: CallContext, phone: Phone | undefined, code: string): Promise<number> {
  if (!phone)
    throw new PlatformError('request_param_err', {
      message: 'mobileNum: required with a verification code',
      value: { field: 'mobileNum' },
    });
  const codeId = await verifySmsCode(ctx, 'register', phone, code);
  if (codeId === null) throw new PlatformError('sms.code.error');
  return codeId;
}

/** The proof the body carries; a token must name the sms channel (the only one that verifies a number). */
function numberProof(body: RegisterBody): NumberProof {
  if (!body.firebaseIdToken) return 'smsCode';
  if (identityChannel(body.firebaseChannel) !== 'sms')
    throw new PlatformError('request_param_err', { message: 'firebaseChannel: sms', value: { field: 'firebaseChannel' } });
  return 'phoneAuth';
}

function requirePhoneAuthNumber(ctx: CallContext, phone: Phone | undefined, token: string): void {
  if (!phone)
    throw new PlatformError('request_param_err', {
      message: 'mobileNum: required with a phone-auth token',
      value: { field: 'mobileNum' },
    });
  requirePhoneAuthFor(ctx, phone.e164, token);
}

async function register(ctx: CallContext, body: RegisterBody, method: Method): Promise<SessionInfo> {
  requireRealMerchant(ctx);
  if (!ctx.merchant.modules[METHOD_MODULE[method]])
    throw new PlatformError('function.not.available', { status: 403, message: `registration by ${method} is off` });
  await hitRateLimit(ctx.services, { key: `register:ip:${ctx.ip}`, limit: 10, windowMs: 3_600_000 });
  const rules = await loadRegisterRules(ctx.services, ctx.merchant);
  const withPassword = takesPassword(method, ctx.merchant.modules);
  const proof = numberProof(body);
  const fields = checkedFields(body, rules, method, withPassword, proof);
  if (body.confirmPassword !== body.password)
    throw new PlatformError('password.confirm.mismatch', {
      message: 'confirmPassword: does not match password',
      value: { field: 'confirmPassword' },
    });
  const phone = fields.mobileNum ? parsePhone(body.countryDialingCode, fields.mobileNum) : undefined;
  if (rules.captcha.enabled && (rules.captcha.required || fields.captcha)) await requireCaptcha(ctx, body.loginDeviceId, fields.captcha);

  // A mobile registration without a user name is known by its full number, e.g. 84901234567.
  const username = fields.username ?? `${phone!.countryDialingCode}${phone!.mobile}`;
  if (phone && (await findMemberByPhone(ctx.services, ctx.merchant.id, phone))) throw new PlatformError('mobile.exists');
  if (await findMemberByUsername(ctx.services, ctx.merchant.id, username)) throw new PlatformError('username.exists');
  const agent = fields.affiliateCode ? await findAgentByAffiliateCode(ctx.services, ctx.merchant.id, fields.affiliateCode) : undefined;
  if (fields.affiliateCode && !agent) throw new PlatformError('invitation.code.invalid', { value: { field: 'affiliateCode' } });
  if (fields.recommenderId && !(await findMemberByUsername(ctx.services, ctx.merchant.id, fields.recommenderId))) {
    throw new PlatformError('referrer.link.error');
  }
  if (proof === 'phoneAuth') requirePhoneAuthNumber(ctx, phone, body.firebaseIdToken!);
  const codeId = fields.verificationCode ? await verifiedRegisterCode(ctx, phone, fields.verificationCode) : undefined;
  if (codeId !== undefined && !(await consumeSmsCode(ctx, codeId))) throw new PlatformError('sms.code.error');

  const member = await createMember(ctx, { body, fields, username, phone, parentId: agent?.id });
  return startSession(ctx, member);
}

/** Registration by user name and by mobile number; success logs the new member in. */
export const registerRegistration: PlatformModule = (app, services) => {
  registerCall(app, services, contract.session.register, ({ body, ctx }) => register(ctx, body, 'username'));
  registerCall(app, services, contract.session.registerMobile, ({ body, ctx }) => register(ctx, body, 'mobile'));
  registerCall(app, services, contract.session.registerSettings, async ({ ctx }) => loadRegisterRules(ctx.services, ctx.merchant));
};

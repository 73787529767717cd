import { clearRateLimit, hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { failureCount, recordFailure } from '../../security/failure-counter';
import { requireCaptcha } from './captcha';

const FAILURE_WINDOW_MS = 15 * 60_000;
const CAPTCHA_AFTER_FAILURES = 3;
const failureKeys = (ctx: CallContext, account: string) => [`loginfail:account:${account}`, `loginfail:ip:${ctx.ip}`];

/** `account` names what is being logged into on this merchant: `<merchantId>:<user name or +phone>`. */
export const loginAccount = (ctx: CallContext, name: string) => `${ctx.merchant.id}:${name.toLowerCase()}`;

/**
 * Before credentials are checked: rate limits (per IP and per account), then the captcha once the
 * account or the IP has failed 3 times within 15 minutes.
 */
export async function guardLoginAttempt(ctx: CallContext, account: string, captcha: { loginDeviceId: string; answer?: string }) {
  await hitRateLimit(ctx.services, { key: `login:ip:${ctx.ip}`, limit: 10, windowMs: 60_000 });
  await hitRateLimit(ctx.services, { key: `login:account:${account}`, limit: 20, windowMs: FAILURE_WINDOW_MS });
  const counts = await Promise.all(failureKeys(ctx, account).map((key) => failureCount(ctx.services, key, FAILURE_WINDOW_MS)));
  if (Math.max(...counts) >= CAPTCHA_AFTER_FAILURES) await requireCaptcha(ctx, captcha.loginDeviceId, captcha.answer);
}

/** Counts the failure and refuses, flagging `captcha` when the next attempt will need one. */
export async function refuseLogin(ctx: CallContext, account: string, errorCode: 'login.password.error' | 'sms.code.error'): Promise<never> {
  const counts = await Promise.all(failureKeys(ctx, account).map((key) => recordFailure(ctx.services, key, FAILURE_WINDOW_MS)));
  throw new PlatformError(errorCode, { value: Math.max(...counts) >= CAPTCHA_AFTER_FAILURES ? { captcha: true } : undefined });
}

/** A success clears the account's failures, not the IP's: one good login must not reset an attacker's count. */
export const loginSucceeded = (ctx: CallContext, account: string) => clearRateLimit(ctx.services, failureKeys(ctx, account)[0]!);

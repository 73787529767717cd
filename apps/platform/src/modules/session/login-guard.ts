import { clearRateLimit, readCounters, recordFailure, refuseAtLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { requireCaptcha } from './captcha';

/**
 * Failed attempts, never successes, drive the login limits: players behind one carrier NAT who sign in
 * rightly never meet them. Counters are in the database, shared by every instance.
 * - per IP, a minute: the 11th failed attempt in a minute from one address is refused (429, Retry-After);
 * - per account and per IP, 15 minutes: from 3 failures every attempt needs a solved captcha;
 * - per account, 15 minutes: from 5 failures each attempt waits a delay that doubles with each failure up to 4 s.
 * An account is never locked: whatever was tried against it, its right password with a solved captcha signs in.
 */
export const LOGIN_LIMITS = {
  ipFailuresPerMinute: 10,
  failureWindowMs: 15 * 60_000,
  captchaAfterFailures: 3,
  delayAfterFailures: 5,
  firstDelayMs: 250,
  maxDelayMs: 4000,
} as const;

const MINUTE_MS = 60_000;

/** The wait before an attempt's password is checked, after `failures` failures (0 below the threshold). */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_LIMITS.delayAfterFailures) return 0;
  const doublings = failures - LOGIN_LIMITS.delayAfterFailures;
  return Math.min(LOGIN_LIMITS.maxDelayMs, LOGIN_LIMITS.firstDelayMs * 2 ** Math.min(doublings, 16));
}

const counters = (ctx: CallContext, account: string) => ({
  ipMinute: { key: `loginfail:ip-minute:${ctx.ip}`, windowMs: MINUTE_MS },
  ip: { key: `loginfail:ip:${ctx.ip}`, windowMs: LOGIN_LIMITS.failureWindowMs },
  account: { key: `loginfail:account:${account}`, windowMs: LOGIN_LIMITS.failureWindowMs },
});

/** `account` names what is being logged into on this merchant: `<merchantId>:<user name or +phone>`. */
export const loginAccount = (ctx: CallContext, name: string) => `${ctx.merchant.id}:${name.toLowerCase()}`;

/** What the guard found, for loginSucceeded (a success with no failures behind it writes nothing). */
export interface LoginGuardState {
  accountFailures: number;
}

/** Counts a failure per IP (a minute and 15 minutes) and, when a password was tried, per account. */
async function countFailure(ctx: CallContext, account: string, passwordTried: boolean): Promise<number> {
  const keys = counters(ctx, account);
  const [, ip, accountCount] = await Promise.all([
    recordFailure(ctx.services, keys.ipMinute.key, keys.ipMinute.windowMs),
    recordFailure(ctx.services, keys.ip.key, keys.ip.windowMs),
    passwordTried ? recordFailure(ctx.services, keys.account.key, keys.account.windowMs) : Promise.resolve(0),
  ]);
  return Math.max(ip, accountCount);
}

/**
 * Before credentials are checked: the per-IP minute limit, the captcha once the account or the IP has
 * failed 3 times, then the progressive delay. A missing or wrong captcha is a failure of the IP's.
 */
export async function guardLoginAttempt(
  ctx: CallContext,
  account: string,
  captcha: { loginDeviceId: string; answer?: string },
): Promise<LoginGuardState> {
  const keys = counters(ctx, account);
  const [ipMinute, ip, accountCounter] = await readCounters(ctx.services, [keys.ipMinute, keys.ip, keys.account]);
  refuseAtLimit(ctx.services, ipMinute!, { limit: LOGIN_LIMITS.ipFailuresPerMinute, windowMs: MINUTE_MS });
  const failures = Math.max(ip!.count, accountCounter!.count);
  if (failures >= LOGIN_LIMITS.captchaAfterFailures) {
    try {
      await requireCaptcha(ctx, captcha.loginDeviceId, captcha.answer);
    } catch (refusal) {
      await countFailure(ctx, account, false);
      throw refusal;
    }
  }
  // The delay follows the account's failures only: an address's failures are often other players' behind one NAT.
  const delay = loginDelayMs(accountCounter!.count);
  if (delay > 0) await ctx.services.pause(delay);
  return { accountFailures: accountCounter!.count };
}

/** Counts the failure and refuses, flagging `captcha` when the next attempt will need one. */
export async function refuseLogin(ctx: CallContext, account: string, errorCode: 'login.password.error' | 'sms.code.error'): Promise<never> {
  const failures = await countFailure(ctx, account, true);
  throw new PlatformError(errorCode, { value: failures >= LOGIN_LIMITS.captchaAfterFailures ? { captcha: true } : undefined });
}

/** A success clears the account's failures, not the IP's: one good login must not reset an attacker's count. */
export async function loginSucceeded(ctx: CallContext, account: string, state: LoginGuardState): Promise<void> {
  if (state.accountFailures > 0) await clearRateLimit(ctx.services, counters(ctx, account).account.key);
}

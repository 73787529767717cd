import { clearRateLimit, giveBack, hitRateLimit, reserveAttempt, type Reservation } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { requireCaptcha } from './captcha';

/**
 * Failed attempts, never successes, drive the login limits. Every attempt reserves its place first, one
 * atomic increment per counter, and is judged by the count it was handed; a right password gives its
 * place back, a captcha prompt too, a wrong one keeps it. So attempts sent at once are counted as if
 * they came one by one, and the password is checked only for an attempt inside the budget.
 * Counters are in the database, shared by every instance.
 * - per account and per address, 15 minutes: past 3 failures (or attempts still running) every attempt
 *   needs a solved captcha, which a person behind a busy carrier NAT can answer: at most 3 wrong passwords
 *   are checked without a captcha per account and per address, however many arrive at once;
 * - per account, 15 minutes: from 5 failures each attempt waits a delay that doubles with each failure up to 4 s;
 * - per address, a minute: the 301st login attempt of any kind (right, wrong, captcha prompt) is refused
 *   (429, Retry-After). A login is rare for one player (a session lasts days); even a thousand players
 *   behind one carrier address signing in within the same minute stay below it, a script does not.
 *   Captcha images have the same per-address figure, so every player held for a captcha can draw one.
 * An account is never locked: whatever was tried against it, its right password with a solved captcha signs in.
 */
export const LOGIN_LIMITS = {
  addressAttemptsPerMinute: 300,
  captchaImagesPerMinute: 300,
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

/** `account` names what is being logged into on this merchant: `<merchantId>:<user name or +phone>`. */
export const loginAccount = (ctx: CallContext, name: string) => `${ctx.merchant.id}:${name.toLowerCase()}`;

/** The per-address counter of every login attempt (the flood limit). */
export const addressAttemptsKey = (ip: string) => `login:ip-minute:${ip}`;

/** An admitted attempt's places on the address's and the account's failure counters. */
export interface LoginGuard {
  address: Reservation;
  account: Reservation;
}

/** The failures (and attempts still running) counted before and including this one: the larger of the two. */
const failuresSoFar = (guard: LoginGuard) => Math.max(guard.address.count, guard.account.count);

/** Takes an attempt that turned out not to be a failure off both counters. */
const giveBackAttempt = (ctx: CallContext, guard: LoginGuard) =>
  Promise.all([giveBack(ctx.services, guard.address), giveBack(ctx.services, guard.account)]);

/**
 * Before credentials are checked: the per-address flood limit, then the attempt's places on the failure
 * counters; past the budget the attempt needs a solved captcha (a missing or wrong one gives the places
 * back: a prompt is not a failure), then the progressive delay.
 */
export async function guardLoginAttempt(
  ctx: CallContext,
  account: string,
  captcha: { loginDeviceId: string; answer?: string },
): Promise<LoginGuard> {
  const { services } = ctx;
  await hitRateLimit(services, { key: addressAttemptsKey(ctx.ip), limit: LOGIN_LIMITS.addressAttemptsPerMinute, windowMs: MINUTE_MS });
  const [address, accountPlace] = await Promise.all([
    reserveAttempt(services, `loginfail:ip:${ctx.ip}`, LOGIN_LIMITS.failureWindowMs),
    reserveAttempt(services, `loginfail:account:${account}`, LOGIN_LIMITS.failureWindowMs),
  ]);
  const guard = { address, account: accountPlace };
  if (failuresSoFar(guard) > LOGIN_LIMITS.captchaAfterFailures) {
    try {
      await requireCaptcha(ctx, captcha.loginDeviceId, captcha.answer);
    } catch (refusal) {
      await giveBackAttempt(ctx, guard);
      throw refusal;
    }
  }
  // The delay follows the account's failures only: an address's failures are often other players' behind one NAT.
  const delay = loginDelayMs(accountPlace.count - 1);
  if (delay > 0) await services.pause(delay);
  return guard;
}

/** A wrong password or code keeps its places counted; the refusal flags `captcha` when the next attempt will need one. */
export function refuseLogin(guard: LoginGuard, errorCode: 'login.password.error' | 'sms.code.error'): never {
  throw new PlatformError(errorCode, { value: failuresSoFar(guard) >= LOGIN_LIMITS.captchaAfterFailures ? { captcha: true } : undefined });
}

/**
 * Right credentials: the attempt's place on the address is given back (players behind one NAT who sign in
 * rightly never meet the limits) and the account's failures are cleared; the address's other failures stay,
 * so one good login never resets an attacker's count.
 */
export async function loginSucceeded(ctx: CallContext, guard: LoginGuard): Promise<void> {
  await Promise.all([giveBack(ctx.services, guard.address), clearRateLimit(ctx.services, guard.account.key)]);
}

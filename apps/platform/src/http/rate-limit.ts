import { sql } from 'drizzle-orm';
import type { PlatformServices } from '../services';
import { tooManyRequests } from './platform-error';

type Rows<T> = { rows: T[] };

export interface RateLimit {
  /** e.g. `register:ip:203.0.113.7` or `loginfail:account:1:alice`. */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * One attempt counted on a key: `count` includes it (and every attempt before it in the window, finished or
 * still running), so the decision a caller makes from it can never be raced by attempts arriving together.
 */
export interface Reservation {
  key: string;
  count: number;
  windowStart: Date;
  windowMs: number;
}

// Counters live in the shared rate_limits table, never in process memory, so every platform instance
// behind a load balancer counts the same hits. One statement both counts and answers the new count:
// PostgreSQL's upsert takes the row's lock, PGlite runs one statement at a time, so no two attempts
// are ever handed the same count.
/** The one primitive every limit counts with: an atomic increment of `key` in its fixed window, answering the new count. */
export async function reserveAttempt(services: PlatformServices, key: string, windowMs: number): Promise<Reservation> {
  const now = services.now();
  const floor = new Date(now.getTime() - windowMs).toISOString();
  const result = await services.db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${floor} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${floor} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = (result as unknown as Rows<{ count: number; window_start: string | Date }>).rows[0]!;
  return { key, count: row.count, windowStart: new Date(row.window_start), windowMs };
}

/**
 * Takes back one reserved attempt that turned out not to be what the limit counts (a right password, a
 * captcha prompt). Only within the window it was counted in, and never below zero, so it removes that
 * attempt and nothing any other attempt counted.
 */
export async function giveBack(services: PlatformServices, reservation: Reservation): Promise<void> {
  await services.db.execute(sql`
    UPDATE rate_limits SET count = GREATEST(count - 1, 0)
    WHERE key = ${reservation.key} AND window_start = ${reservation.windowStart.toISOString()}::timestamptz`);
}

/** The milliseconds until the reservation's window ends (the 429's Retry-After). */
export const retryAfterMs = (services: PlatformServices, reservation: Reservation) =>
  reservation.windowStart.getTime() + reservation.windowMs - services.now().getTime();

/** Refuses (429, Retry-After until the window ends) an attempt counted past `limit`. */
export function refuseOverLimit(services: PlatformServices, reservation: Reservation, limit: number): void {
  if (reservation.count > limit) throw tooManyRequests(retryAfterMs(services, reservation));
}

/**
 * For what every request spends (an account made, an SMS sent, a captcha drawn): counts the hit in a fixed
 * window and refuses with TOO_MANY_REQUEST (429, Retry-After) past the limit.
 */
export async function hitRateLimit(services: PlatformServices, { key, limit, windowMs }: RateLimit): Promise<void> {
  refuseOverLimit(services, await reserveAttempt(services, key, windowMs), limit);
}

/** Forgets a key's counter, e.g. an account's failed logins after a successful one. */
export async function clearRateLimit(services: PlatformServices, key: string): Promise<void> {
  await services.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** An attempt reserved on failure limits: a failure keeps it counted, anything else gives it back. */
export interface FailureBudget {
  giveBack(): Promise<void>;
}

/**
 * For limits on failures (a wrong code, a wrong name and e-mail): reserves the attempt on every key before
 * anything is checked and refuses (429) when any key is past its limit, so however many arrive at once at
 * most `limit` are checked. The caller gives the reservation back when the attempt did not fail.
 */
export async function reserveFailureBudget(services: PlatformServices, limits: readonly RateLimit[]): Promise<FailureBudget> {
  const reservations = await Promise.all(limits.map(({ key, windowMs }) => reserveAttempt(services, key, windowMs)));
  limits.forEach(({ limit }, index) => refuseOverLimit(services, reservations[index]!, limit));
  return { giveBack: async () => void (await Promise.all(reservations.map((reservation) => giveBack(services, reservation)))) };
}

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

/** A counter's state: how many in the window that started at `windowStart` (count 0 when none or expired). */
export interface Counter {
  count: number;
  windowStart: Date;
}

// Counters live in the shared rate_limits table, never in process memory, so every platform instance
// behind a load balancer counts the same hits.
async function countHit(services: PlatformServices, key: string, windowMs: number): Promise<Counter> {
  const now = services.now();
  const floor = new Date(now.getTime() - windowMs).toISOString();
  const result = await services.db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${floor} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${floor} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = (result as unknown as Rows<{ count: number; window_start: string | Date }>).rows[0]!;
  return { count: row.count, windowStart: new Date(row.window_start) };
}

const retryAfterMs = (services: PlatformServices, counter: Counter, windowMs: number) =>
  counter.windowStart.getTime() + windowMs - services.now().getTime();

/**
 * For what every request spends (an account made, an SMS sent, a captcha drawn): counts the hit in a fixed
 * window and refuses with TOO_MANY_REQUEST (429, Retry-After) past the limit.
 */
export async function hitRateLimit(services: PlatformServices, { key, limit, windowMs }: RateLimit): Promise<void> {
  const counter = await countHit(services, key, windowMs);
  if (counter.count > limit) throw tooManyRequests(retryAfterMs(services, counter, windowMs));
}

/** Counts one failure (a wrong password, a wrong captcha): failures, not successes, drive the login limits. */
export async function recordFailure(services: PlatformServices, key: string, windowMs: number): Promise<number> {
  return (await countHit(services, key, windowMs)).count;
}

/** The live counters of several keys in one query, each judged by its own window. */
export async function readCounters(services: PlatformServices, limits: readonly Omit<RateLimit, 'limit'>[]): Promise<Counter[]> {
  const keys = limits.map((limit) => limit.key);
  const result = await services.db.execute(
    sql`SELECT key, count, window_start FROM rate_limits WHERE key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  const rows = (result as unknown as Rows<{ key: string; count: number; window_start: string | Date }>).rows;
  const now = services.now().getTime();
  return limits.map(({ key, windowMs }) => {
    const row = rows.find((candidate) => candidate.key === key);
    const windowStart = new Date(row?.window_start ?? now);
    return { count: row && windowStart.getTime() > now - windowMs ? row.count : 0, windowStart };
  });
}

/** Refuses (429, Retry-After until the window ends) when `counter` already holds `limit` failures. */
export function refuseAtLimit(services: PlatformServices, counter: Counter, { limit, windowMs }: Omit<RateLimit, 'key'>): void {
  if (counter.count >= limit) throw tooManyRequests(retryAfterMs(services, counter, windowMs));
}

/** Forgets a key's counter, e.g. an account's failed logins after a successful one. */
export async function clearRateLimit(services: PlatformServices, key: string): Promise<void> {
  await services.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** Refuses (429) when any of the keys already holds its limit of failures; a success never adds to them. */
export async function refuseAfterFailures(services: PlatformServices, limits: readonly RateLimit[]): Promise<void> {
  const counters = await readCounters(services, limits);
  limits.forEach((limit, index) => refuseAtLimit(services, counters[index]!, limit));
}

/** Counts one failure on each key (their refusal comes with the next attempt, from refuseAfterFailures). */
export async function countFailures(services: PlatformServices, limits: readonly RateLimit[]): Promise<void> {
  await Promise.all(limits.map((limit) => recordFailure(services, limit.key, limit.windowMs)));
}

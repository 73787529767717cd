import { sql } from 'drizzle-orm';
import type { PlatformServices } from '../services';
import { PlatformError } from './platform-error';

export interface RateLimit {
  /** e.g. `login:ip:127.0.0.1` or `login:account:PLAYDECK:alice`. */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit in a fixed window kept in the database (so every instance shares it) and refuses
 * with TOO_MANY_REQUEST (429) past the limit.
 */
export async function hitRateLimit(services: PlatformServices, { key, limit, windowMs }: RateLimit): Promise<void> {
  const now = services.now();
  const windowFloor = new Date(now.getTime() - windowMs);
  const result = await services.db.execute<{ count: number; window_start: string | Date }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${windowFloor.toISOString()} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${windowFloor.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] }).rows[0]!;
  if (row.count > limit) {
    const resetsAt = new Date(row.window_start).getTime() + windowMs;
    throw new PlatformError('TOO_MANY_REQUEST', {
      status: 429,
      value: { retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)) },
    });
  }
}

/** Forgets a key's counter, e.g. an account's failed logins after a successful one. */
export async function clearRateLimit(services: PlatformServices, key: string): Promise<void> {
  await services.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

import { sql } from 'drizzle-orm';
import type { PlatformServices } from '../services';

type Rows<T> = { rows: T[] };

/**
 * Failures (e.g. wrong passwords) counted in a fixed window of the shared rate_limits table, so every
 * instance sees them. Unlike hitRateLimit it never refuses: callers decide what a count means.
 */
export async function recordFailure(services: PlatformServices, key: string, windowMs: number): Promise<number> {
  const now = services.now();
  const floor = new Date(now.getTime() - windowMs).toISOString();
  const result = await services.db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${floor} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${floor} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
    RETURNING count`);
  return (result as unknown as Rows<{ count: number }>).rows[0]!.count;
}

export async function failureCount(services: PlatformServices, key: string, windowMs: number): Promise<number> {
  const floor = new Date(services.now().getTime() - windowMs).toISOString();
  const result = await services.db.execute<{ count: number }>(
    sql`SELECT count FROM rate_limits WHERE key = ${key} AND window_start > ${floor}`,
  );
  return (result as unknown as Rows<{ count: number }>).rows[0]?.count ?? 0;
}

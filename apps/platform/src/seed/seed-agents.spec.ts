import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, ledgerIsSound } from '../modules/wallet/ledger-check';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { AGENT_ACTIVITY_DAYS } from './seed-agents';

async function rowsOf<T>(platform: TestPlatform, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await platform.services.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the seeded agent tree', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await resetTestPlatform();
  });

  it('reaches four levels under agent01 on every real merchant, beside agent09 and its own team', async () => {
    const depths = await rowsOf<{ code: string; depth: number; size: number }>(
      platform,
      sql`WITH RECURSIVE tree AS (
            SELECT m.id, m.merchant_id, 0 AS depth FROM members m WHERE m.username = 'agent01'
            UNION ALL SELECT c.id, c.merchant_id, tree.depth + 1 FROM members c JOIN tree ON c.parent_id = tree.id)
          SELECT me.code, max(depth)::int AS depth, (count(*) - 1)::int AS size
          FROM tree JOIN merchants me ON me.id = tree.merchant_id GROUP BY me.code ORDER BY me.code`,
    );
    expect(depths).toHaveLength(platform.services.brands.length);
    for (const row of depths) expect(row).toMatchObject({ depth: 4, size: 12 + 1 + 6 + 1 + 5 + 1 + 4 });
    const outside = await rowsOf<{ parent: string | null }>(
      platform,
      sql`SELECT p.username AS parent FROM members m LEFT JOIN members p ON p.id = m.parent_id WHERE m.username IN ('agent09', 'team0901')`,
    );
    expect(outside.map((row) => row.parent).sort()).toEqual(
      Array(platform.services.brands.length).fill('agent09').concat(Array(platform.services.brands.length).fill(null)).sort(),
    );
  });

  it('gives the tree logins, deposits, bets and wins within the last 60 days, with the books still sound', async () => {
    const [activity] = await rowsOf<{ logins: number; rounds: number; deposits: number; oldest: string; newest: string }>(
      platform,
      sql`SELECT (SELECT count(*)::int FROM sessions WHERE token_hash LIKE 'seeded-login:%') AS logins,
                 (SELECT count(*)::int FROM game_rounds WHERE round_id LIKE 'seeded-%') AS rounds,
                 (SELECT count(*)::int FROM deposits WHERE reference_code = 'SEEDED') AS deposits,
                 (SELECT min(created_at)::text FROM sessions WHERE token_hash LIKE 'seeded-login:%') AS oldest,
                 (SELECT max(created_at)::text FROM game_rounds WHERE round_id LIKE 'seeded-%') AS newest`,
    );
    expect(activity!.logins).toBeGreaterThan(100);
    expect(activity!.rounds).toBeGreaterThan(300);
    expect(activity!.deposits).toBeGreaterThan(20);
    expect(Date.now() - new Date(activity!.oldest).getTime()).toBeLessThanOrEqual(AGENT_ACTIVITY_DAYS * 86_400_000 + 3_600_000);
    expect(new Date(activity!.newest).getTime()).toBeLessThanOrEqual(Date.now());
    expect(ledgerIsSound(await checkLedger(platform.services.db))).toBe(true);
  });

  it('leaves the demo accounts other journeys use without seeded activity', async () => {
    const quiet = await rowsOf<{ count: number }>(
      platform,
      sql`SELECT count(*)::int AS count FROM sessions s JOIN members m ON m.id = s.member_id WHERE m.username IN ('agent01', 'agent02', 'member01')`,
    );
    expect(quiet[0]!.count).toBe(0);
  });
});

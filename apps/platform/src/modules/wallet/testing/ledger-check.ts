import { sql } from 'drizzle-orm';
import type { TestPlatform } from '../../../testing/test-platform';

/** Wallets whose balance is not the sum of their ledger rows, or is negative: none, always. */
export async function walletsOutOfBalance(platform: TestPlatform): Promise<unknown[]> {
  const result = await platform.services.db.execute(sql`
    SELECT w.id, w.code, w.balance, COALESCE(SUM(l.amount), 0) AS ledger_sum
    FROM wallets w LEFT JOIN ledger l ON l.wallet_id = w.id
    GROUP BY w.id
    HAVING w.balance <> COALESCE(SUM(l.amount), 0) OR w.balance < 0`);
  return (result as unknown as { rows: unknown[] }).rows;
}

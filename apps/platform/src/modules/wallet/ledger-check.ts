import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

export interface LedgerCheck {
  wallets: number;
  postings: number;
  entries: number;
  /** Wallets whose balance is not the sum of their entries, or is negative. */
  walletsOutOfBalance: { walletId: number; code: string; balance: number; entriesSum: number }[];
  /** Postings whose entries do not sum to zero. */
  unbalancedPostings: { postingId: number; kind: string; sum: number }[];
  /** Wallet entries whose balance after does not follow from the entry before (a lost update). */
  brokenRunningBalances: { entryId: number; walletId: number }[];
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Proves the books: every wallet is the sum of its entries, every posting sums to zero, every running balance follows. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const [counts] = await rowsOf<{ wallets: number; postings: number; entries: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM wallets) AS wallets, (SELECT count(*)::int FROM postings) AS postings,
               (SELECT count(*)::int FROM ledger) AS entries`,
  );
  const walletsOutOfBalance = await rowsOf<LedgerCheck['walletsOutOfBalance'][number]>(
    db,
    sql`SELECT w.id::int AS "walletId", w.code, w.balance::bigint::float8 AS balance, COALESCE(SUM(l.amount), 0)::float8 AS "entriesSum"
        FROM wallets w LEFT JOIN ledger l ON l.wallet_id = w.id
        GROUP BY w.id
        HAVING w.balance <> COALESCE(SUM(l.amount), 0) OR w.balance < 0
        ORDER BY w.id`,
  );
  const unbalancedPostings = await rowsOf<LedgerCheck['unbalancedPostings'][number]>(
    db,
    sql`SELECT p.id::int AS "postingId", p.kind, COALESCE(SUM(l.amount), 0)::float8 AS sum
        FROM postings p LEFT JOIN ledger l ON l.posting_id = p.id
        GROUP BY p.id
        HAVING COALESCE(SUM(l.amount), 0) <> 0 OR count(l.id) < 2
        ORDER BY p.id`,
  );
  const brokenRunningBalances = await rowsOf<LedgerCheck['brokenRunningBalances'][number]>(
    db,
    sql`SELECT id::int AS "entryId", wallet_id::int AS "walletId" FROM (
          SELECT id, wallet_id, balance_after,
                 SUM(amount) OVER (PARTITION BY wallet_id ORDER BY id ROWS UNBOUNDED PRECEDING) AS running
          FROM ledger WHERE wallet_id IS NOT NULL) entries
        WHERE balance_after <> running
        ORDER BY id`,
  );
  return { ...counts!, walletsOutOfBalance, unbalancedPostings, brokenRunningBalances };
}

/** True when the check found nothing wrong. */
export const ledgerIsSound = (check: LedgerCheck): boolean =>
  check.walletsOutOfBalance.length === 0 && check.unbalancedPostings.length === 0 && check.brokenRunningBalances.length === 0;

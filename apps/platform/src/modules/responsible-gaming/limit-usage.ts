import { sql } from 'drizzle-orm';
import type { RgLimitKind, RgLimitPeriod } from '@playdeck/api';
import type { Db } from '../../db/database';
import type { Tx } from '../wallet/ledger';

const DAY_MS = 86_400_000;

/** Each period's window: the rolling span that ends now. */
export const PERIOD_MS: Record<RgLimitPeriod, number> = { DAILY: DAY_MS, WEEKLY: 7 * DAY_MS, MONTHLY: 30 * DAY_MS };

export type Usage = Record<RgLimitKind, Record<RgLimitPeriod, number>>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What each limit's window has counted, in minor units. DEPOSIT: the member's deposit requests made in the
 * window that are confirmed or still payable. LOSS: deposits minus withdrawals the ledger posted in the window
 * (the member's wallet legs of deposit, withdraw_hold and withdraw_release postings), plus the open requests
 * (not yet posted), never below 0. One round trip: the windows nest, so each sum is a FILTER of the widest.
 */
export async function limitUsage(db: Db | Tx, memberId: number, now: Date): Promise<Usage> {
  const since = (period: RgLimitPeriod) => new Date(now.getTime() - PERIOD_MS[period]).toISOString();
  const [day, week, month] = [since('DAILY'), since('WEEKLY'), since('MONTHLY')];
  const result = await db.execute(sql`
    WITH requests AS (
      SELECT amount, created_at, status = 'PENDING' AS open FROM deposits
      WHERE member_id = ${memberId} AND created_at > ${month}::timestamptz
        AND (status = 'CONFIRMED' OR (status = 'PENDING' AND expires_at > ${now.toISOString()}::timestamptz))
    ), flows AS (
      SELECT l.amount, p.created_at FROM postings p JOIN ledger l ON l.posting_id = p.id AND l.wallet_id IS NOT NULL
      WHERE p.member_id = ${memberId} AND p.kind IN ('deposit', 'withdraw_hold', 'withdraw_release')
        AND p.created_at > ${month}::timestamptz
      UNION ALL
      SELECT amount, created_at FROM requests WHERE open
    )
    SELECT
      (SELECT coalesce(sum(amount) FILTER (WHERE created_at > ${day}::timestamptz), 0) FROM requests)::text AS deposit_day,
      (SELECT coalesce(sum(amount) FILTER (WHERE created_at > ${week}::timestamptz), 0) FROM requests)::text AS deposit_week,
      (SELECT coalesce(sum(amount), 0) FROM requests)::text AS deposit_month,
      (SELECT coalesce(sum(amount) FILTER (WHERE created_at > ${day}::timestamptz), 0) FROM flows)::text AS loss_day,
      (SELECT coalesce(sum(amount) FILTER (WHERE created_at > ${week}::timestamptz), 0) FROM flows)::text AS loss_week,
      (SELECT coalesce(sum(amount), 0) FROM flows)::text AS loss_month`);
  const [row] = rowsOf<Record<string, string>>(result);
  const amount = (name: string) => Number(row![name]);
  const loss = (name: string) => Math.max(0, amount(name));
  return {
    DEPOSIT: { DAILY: amount('deposit_day'), WEEKLY: amount('deposit_week'), MONTHLY: amount('deposit_month') },
    LOSS: { DAILY: loss('loss_day'), WEEKLY: loss('loss_week'), MONTHLY: loss('loss_month') },
  };
}

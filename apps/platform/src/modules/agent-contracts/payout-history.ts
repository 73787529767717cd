import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledger, postings, wallets, type LedgerKind } from '../../db/schema';
import { toMoney } from '../wallet/money';
import { MAIN_WALLET } from '../wallet/wallets';

/** The agent's payouts of a kind as the ledger has them (the posting reference is KIND:period), newest first. */
export async function payoutHistory(db: Db, memberId: number, kind: LedgerKind) {
  const rows = await db
    .select({ reference: postings.reference, amount: ledger.amount, paidAt: ledger.createdAt })
    .from(ledger)
    .innerJoin(wallets, and(eq(wallets.id, ledger.walletId), eq(wallets.memberId, memberId), eq(wallets.code, MAIN_WALLET)))
    .innerJoin(postings, eq(postings.id, ledger.postingId))
    .where(eq(postings.kind, kind))
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(50);
  return rows.map((row) => ({
    period: (row.reference ?? '').split(':')[1] ?? '',
    amount: toMoney(row.amount),
    paidAt: row.paidAt.getTime(),
  }));
}

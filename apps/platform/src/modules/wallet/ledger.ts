import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledger, wallets, type LedgerKind } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Movement {
  walletId: number;
  /** Minor units; negative debits. */
  amount: number;
  kind: LedgerKind;
  /** Unique forever: the same key can never move money twice. */
  idempotencyKey: string;
  reference?: string;
  now: Date;
}

/**
 * Moves money in and out of one wallet inside the caller's transaction: a conditional UPDATE that cannot
 * take the balance below zero (a debit of x applies only WHERE balance >= x, so concurrent debits cannot
 * overdraw), then its ledger row, whose unique key fails the whole transaction on a replay.
 */
export async function applyMovement(tx: Tx, movement: Movement): Promise<number> {
  const [updated] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${movement.amount}`, updatedAt: movement.now })
    .where(and(eq(wallets.id, movement.walletId), sql`${wallets.balance} >= ${-movement.amount}`))
    .returning({ balance: wallets.balance });
  if (!updated) throw new PlatformError('balance.insufficient', { status: 400 });
  await tx.insert(ledger).values({
    walletId: movement.walletId,
    amount: movement.amount,
    balanceAfter: updated.balance,
    kind: movement.kind,
    idempotencyKey: movement.idempotencyKey,
    reference: movement.reference,
    createdAt: movement.now,
  });
  return updated.balance;
}

/** A unique-constraint violation (23505), however the driver wraps it: the sign of a concurrent replay. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

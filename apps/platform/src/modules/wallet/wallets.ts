import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { wallets } from '../../db/schema';
import { post, type Tx } from './ledger';

export const MAIN_WALLET = 'MAIN';
/** Free-play credit: never real money, never transferable. */
export const FREE_PLAY_WALLET = 'FREEPLAY';
export const FREE_PLAY_CREDIT = 2_000_00;

export type Wallet = typeof wallets.$inferSelect;

/** The member's wallet with that code, created empty when missing. */
export async function ensureWallet(db: Db | Tx, memberId: number, code: string): Promise<Wallet> {
  await db.insert(wallets).values({ memberId, code }).onConflictDoNothing();
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.code, code)));
  return wallet!;
}

/**
 * The member's free-play wallet, opened with the free-play credit. With `refill`, a wallet holding less
 * than `below` is topped up to the credit again, once per `occasion` (e.g. a launch).
 */
export async function freePlayWallet(tx: Tx, memberId: number, now: Date, refill?: { occasion: string; below: number }): Promise<Wallet> {
  const credit = async (wallet: Wallet, occasion: string): Promise<Wallet> => {
    const amount = FREE_PLAY_CREDIT - wallet.balance;
    const balances = await post(tx, {
      memberId,
      kind: 'free_play_credit',
      idempotencyKey: `free-play:${wallet.id}:${occasion}`,
      now,
      legs: [
        { house: 'FREE_PLAY', amount: -amount },
        { walletId: wallet.id, amount },
      ],
    });
    return { ...wallet, balance: balances.get(wallet.id)! };
  };
  const [opened] = await tx.insert(wallets).values({ memberId, code: FREE_PLAY_WALLET }).onConflictDoNothing().returning();
  if (opened) return credit(opened, 'opening');
  const wallet = await ensureWallet(tx, memberId, FREE_PLAY_WALLET);
  if (refill && wallet.balance < refill.below && wallet.balance < FREE_PLAY_CREDIT) return credit(wallet, refill.occasion);
  return wallet;
}

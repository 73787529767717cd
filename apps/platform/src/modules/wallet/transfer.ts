import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { contract, BodyOf } from '@playdeck/api';
import { ledger, wallets } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { realMerchantId } from '../games/real-merchant';
import { applyMovement, isUniqueViolation } from './ledger';
import { toMinor } from './money';
import { transferableWallets } from './wallet-view';
import { ensureWallet, FREE_PLAY_WALLET, type Wallet } from './wallets';

type TransferBody = BodyOf<typeof contract.wallet.transfer> & { fromWallet: string; toWallet: string };
export const ALL_WALLETS = 'ALL';

/**
 * Moves money between a real member's wallets in one transaction: `fromWallet` ALL empties every other
 * wallet into `toWallet`; otherwise `amount` moves from one to the other. Each leg is a ledger row keyed
 * by the transfer id, so a replayed transfer (even a concurrent one) moves nothing.
 */
export async function transferBetweenWallets(ctx: CallContext, body: TransferBody): Promise<void> {
  const { db } = ctx.services;
  const member = ctx.member!;
  const now = ctx.services.now();
  const known = new Set((await transferableWallets(db, realMerchantId(ctx.merchant), ctx.language)).map((wallet) => wallet.code));
  if (!known.has(body.toWallet) || (body.fromWallet !== ALL_WALLETS && !known.has(body.fromWallet))) {
    throw new PlatformError('request_param_err', { message: 'unknown wallet' });
  }
  const reference = `transfer:${member.id}:${body.transferId ?? randomUUID()}`;

  try {
    await db.transaction(async (tx) => {
      const [done] = await tx.select({ id: ledger.id }).from(ledger).where(eq(ledger.reference, reference)).limit(1);
      if (done) return;
      const target = await ensureWallet(tx, member.id, body.toWallet);
      if (body.fromWallet !== ALL_WALLETS) await ensureWallet(tx, member.id, body.fromWallet);
      // Locks the member's wallets in one order so that two transfers in opposite directions cannot deadlock.
      const held = await tx.select().from(wallets).where(eq(wallets.memberId, member.id)).orderBy(asc(wallets.id)).for('update');
      const sources: { wallet: Wallet; amount: number }[] =
        body.fromWallet === ALL_WALLETS
          ? held
              .filter((wallet) => wallet.code !== body.toWallet && wallet.code !== FREE_PLAY_WALLET && wallet.balance > 0)
              .map((wallet) => ({ wallet, amount: wallet.balance }))
          : [{ wallet: held.find((wallet) => wallet.code === body.fromWallet)!, amount: toMinor(body.amount!) }];
      for (const { wallet, amount } of sources) {
        const key = `${reference}:${wallet.code}`;
        await applyMovement(tx, {
          walletId: wallet.id,
          amount: -amount,
          kind: 'transfer_out',
          idempotencyKey: `${key}:out`,
          reference,
          now,
        });
        await applyMovement(tx, { walletId: target.id, amount, kind: 'transfer_in', idempotencyKey: `${key}:in`, reference, now });
      }
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

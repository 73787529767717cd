import { asc, eq } from 'drizzle-orm';
import type { contract, BodyOf } from '@playdeck/api';
import { wallets } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { realMerchantId } from '../games/real-merchant';
import { isPosted, isUniqueViolation, post } from './ledger';
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
  const reference = `transfer:${member.id}:${body.transferId}`;

  try {
    await db.transaction(async (tx) => {
      if (await isPosted(tx, reference)) return;
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
      const total = sources.reduce((sum, source) => sum + source.amount, 0);
      if (total === 0) return;
      // One posting: every source leg and the target's, so a recall of five wallets is one movement.
      await post(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        kind: 'transfer',
        idempotencyKey: reference,
        reference,
        now,
        legs: [...sources.map(({ wallet, amount }) => ({ walletId: wallet.id, amount: -amount })), { walletId: target.id, amount: total }],
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

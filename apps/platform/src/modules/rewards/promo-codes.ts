import { and, eq } from 'drizzle-orm';
import { minorToWire, type contract, type ValueOf } from '@playdeck/api';
import type { Db } from '../../db/database';
import { promoCodes, promoRedemptions } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { ParsedBody } from '../../http/register-call';
import type { CallContext } from '../../http/request-context';
import { realMerchantId } from '../games/real-merchant';
import { lockMoneyProfile } from '../payment-password/money-profile';
import { post, type Tx } from '../wallet/ledger';
import { merchantCurrency } from '../wallet/wallet-view';
import { ensureWallet, MAIN_WALLET } from '../wallet/wallets';

type RedeemBody = ParsedBody<typeof contract.rewards.redeem>;
type Redeemed = ValueOf<typeof contract.rewards.redeem>;
type RedemptionRow = typeof promoRedemptions.$inferSelect;

/** Codes are compared case-insensitively: stored upper-case, typed any way. */
export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

async function redemptionByRequest(db: Db | Tx, memberId: number, requestId: string) {
  const [found] = await db
    .select({ redemption: promoRedemptions, code: promoCodes.code })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.codeId))
    .where(and(eq(promoRedemptions.memberId, memberId), eq(promoRedemptions.requestId, requestId)));
  return found;
}

/**
 * Redeems one of the merchant's promo codes: its amount reaches the member's MAIN wallet (house BONUS →
 * MAIN, one posting keyed by code and member), once per member. A repeat of the same request answers the
 * same redemption; an unknown, expired or other merchant's code and a code the member used are refused.
 */
export async function redeemPromoCode(ctx: CallContext, body: RedeemBody): Promise<Redeemed> {
  const { services } = ctx;
  const member = ctx.member!;
  const merchantId = realMerchantId(ctx.merchant);
  const code = normalisePromoCode(body.code);
  const { currencySymbol } = await merchantCurrency(services.db, merchantId);
  const answer = (redemption: RedemptionRow, redeemedCode: string): Redeemed => ({
    code: redeemedCode,
    amount: minorToWire(redemption.amount),
    currencySymbol,
    redeemedAt: redemption.createdAt.getTime(),
  });
  const sameRequest = (found: Awaited<ReturnType<typeof redemptionByRequest>>) => {
    if (found && found.code !== code) throw new PlatformError('request.id.reused', { status: 409 });
    return found && answer(found.redemption, found.code);
  };
  const repeated = sameRequest(await redemptionByRequest(services.db, member.id, body.requestId));
  if (repeated) return repeated;
  return services.db.transaction(async (tx) => {
    await lockMoneyProfile(tx, member.id);
    const raced = sameRequest(await redemptionByRequest(tx, member.id, body.requestId));
    if (raced) return raced;
    const now = services.now();
    const [promo] = await tx
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.merchantId, merchantId), eq(promoCodes.code, code)));
    if (!promo || (promo.expiresAt !== null && promo.expiresAt <= now)) {
      throw new PlatformError('promo.code.invalid', { value: { field: 'code' } });
    }
    const [used] = await tx
      .select({ id: promoRedemptions.id })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.codeId, promo.id), eq(promoRedemptions.memberId, member.id)));
    if (used) throw new PlatformError('promo.code.used', { status: 409, value: { field: 'code' } });
    const [redemption] = await tx
      .insert(promoRedemptions)
      .values({ codeId: promo.id, memberId: member.id, requestId: body.requestId, amount: promo.amount, createdAt: now })
      .returning();
    const main = await ensureWallet(tx, member.id, MAIN_WALLET);
    await post(tx, {
      merchantId,
      memberId: member.id,
      kind: 'bonus',
      idempotencyKey: `promo:${promo.id}:${member.id}`,
      reference: promo.code,
      now,
      legs: [
        { house: 'BONUS', amount: -promo.amount },
        { walletId: main.id, amount: promo.amount },
      ],
    });
    return answer(redemption!, promo.code);
  });
}

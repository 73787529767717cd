import { and, asc, eq } from 'drizzle-orm';
import type { contract, BodyOf, ValueOf } from '@playdeck/api';
import type { Db } from '../../db/database';
import { bankCards, memberMoneyProfiles, merchantBanks } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { realMerchantId } from '../games/real-merchant';
import { lockMoneyProfile, moneyIdentity } from '../payment-password/money-profile';
import { checkPaymentPassword } from '../payment-password/payment-password';
import { isUniqueViolation } from '../wallet/ledger';
import { cardNumberHash, isCardNumber, maskCardNumber, sameName } from './card-number';

export const MAX_BANK_CARDS = 5;

type BankCardsValue = ValueOf<typeof contract.bankCard.list>;
export type BankCardRow = typeof bankCards.$inferSelect;

export const bankCardView = (card: BankCardRow) => ({
  id: card.id,
  bankCode: card.bankCode,
  bankName: card.bankName,
  maskedNumber: maskCardNumber(card.last4),
  payeeName: card.payeeName,
  createdAt: card.createdAt.getTime(),
});

export async function banksOf(db: Db, merchantId: number) {
  return db
    .select({ code: merchantBanks.code, name: merchantBanks.name })
    .from(merchantBanks)
    .where(eq(merchantBanks.merchantId, merchantId))
    .orderBy(asc(merchantBanks.sortOrder), asc(merchantBanks.code));
}

/** A member's own card, or undefined (another member's card is as unknown as a missing one). */
export async function memberCard(db: Db, memberId: number, cardId: number): Promise<BankCardRow | undefined> {
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, cardId), eq(bankCards.memberId, memberId)));
  return card;
}

export async function memberBankCards(ctx: CallContext): Promise<BankCardsValue> {
  const { db } = ctx.services;
  const member = ctx.member!;
  const cards = await db.select().from(bankCards).where(eq(bankCards.memberId, member.id)).orderBy(asc(bankCards.id));
  const identity = await moneyIdentity(db, member.id);
  return {
    cards: cards.map(bankCardView),
    banks: await banksOf(db, realMerchantId(ctx.merchant)),
    realName: identity.realName,
    maxCards: MAX_BANK_CARDS,
    hasPaymentPassword: identity.paymentPasswordHash !== null,
  };
}

type AddCard = BodyOf<typeof contract.bankCard.add>;

/**
 * Adds a payout card: a known bank, a Luhn-valid number, the payment password, then under the member's
 * money lock the card limit, the payee (the real name, which the first card sets) and duplicates.
 */
export async function addBankCard(ctx: CallContext, body: AddCard): Promise<void> {
  const { services } = ctx;
  const member = ctx.member!;
  const merchantId = realMerchantId(ctx.merchant);
  const bank = (await banksOf(services.db, merchantId)).find((candidate) => candidate.code === body.bankCode);
  if (!bank)
    throw new PlatformError('request_param_err', { message: 'bankCode: not a bank of this merchant', value: { field: 'bankCode' } });
  if (!isCardNumber(body.cardNumber)) throw new PlatformError('bankcard.number.invalid', { value: { field: 'cardNumber' } });
  await checkPaymentPassword(services, member.id, body.paymentPassword);
  const numberHash = cardNumberHash(services, merchantId, body.cardNumber);
  try {
    await services.db.transaction(async (tx) => {
      const profile = await lockMoneyProfile(tx, member.id);
      const held = await tx.select({ numberHash: bankCards.numberHash }).from(bankCards).where(eq(bankCards.memberId, member.id));
      if (held.some((card) => card.numberHash === numberHash)) throw new PlatformError('bankcard.duplicate');
      if (held.length >= MAX_BANK_CARDS) throw new PlatformError('bankcard.limit', { message: `at most ${MAX_BANK_CARDS} cards` });
      const { realName } = await moneyIdentity(tx, member.id);
      if (realName !== null && !sameName(realName, body.payeeName)) {
        throw new PlatformError('bankcard.payee.mismatch', { value: { field: 'payeeName' } });
      }
      if (realName === null && profile.realName === null) {
        await tx
          .update(memberMoneyProfiles)
          .set({ realName: body.payeeName.replace(/\s+/g, ' ') })
          .where(eq(memberMoneyProfiles.memberId, member.id));
      }
      await tx.insert(bankCards).values({
        merchantId,
        memberId: member.id,
        bankCode: bank.code,
        bankName: bank.name,
        numberHash,
        last4: body.cardNumber.slice(-4),
        payeeName: realName ?? body.payeeName.replace(/\s+/g, ' '),
        createdAt: services.now(),
      });
    });
  } catch (error) {
    // The same number on another member's account of this merchant.
    if (isUniqueViolation(error)) throw new PlatformError('bankcard.duplicate');
    throw error;
  }
}

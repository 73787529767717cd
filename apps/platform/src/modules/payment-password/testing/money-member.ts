import { contract, passesLuhn } from '@playdeck/api';
import { and, eq, sql } from 'drizzle-orm';
import { ledger, merchants, type HouseAccount } from '../../../db/schema';
import { DEMO_PASSWORD } from '../../../seed/demo-members';
import { callPlatform, valueOf } from '../../../testing/call-platform';
import type { TestPlatform } from '../../../testing/test-platform';

export const PAYMENT_PASSWORD = '246810';

/** A Luhn-valid card number: the given digits completed with their check digit. */
export function cardNumber(digits: string): string {
  for (let check = 0; check <= 9; check++) if (passesLuhn(`${digits}${check}`)) return `${digits}${check}`;
  throw new Error('unreachable');
}

export async function setFirstPaymentPassword(platform: TestPlatform, token: string, password = PAYMENT_PASSWORD): Promise<void> {
  valueOf(
    await callPlatform(platform, contract.paymentPassword.set, {
      token,
      body: { loginPassword: DEMO_PASSWORD, newPaymentPassword: password, confirmPaymentPassword: password },
    }),
  );
}

export function addCard(
  platform: TestPlatform,
  token: string,
  body: Partial<{ bankCode: string; cardNumber: string; payeeName: string; paymentPassword: string }> = {},
) {
  return callPlatform(platform, contract.bankCard.add, {
    token,
    body: {
      bankCode: 'VCB',
      cardNumber: cardNumber('970436001234567'),
      payeeName: 'Nguyen Van A',
      paymentPassword: PAYMENT_PASSWORD,
      ...body,
    },
  });
}

/** A member ready to withdraw: a payment password and one card; answers the card's id. */
export async function memberWithCard(platform: TestPlatform, token: string, number = cardNumber('970436001234567')): Promise<number> {
  await setFirstPaymentPassword(platform, token);
  const cards = valueOf(await addCard(platform, token, { cardNumber: number }));
  return cards.cards.at(-1)!.id;
}

/** A merchant's house account balance (minor units): the sum of its ledger entries. */
export async function houseBalance(platform: TestPlatform, house: HouseAccount, merchantCode = 'PLAYDECK'): Promise<number> {
  const [row] = await platform.services.db
    .select({ sum: sql<string>`COALESCE(SUM(${ledger.amount}), 0)::text` })
    .from(ledger)
    .innerJoin(merchants, eq(merchants.id, ledger.merchantId))
    .where(and(eq(ledger.houseAccount, house), eq(merchants.code, merchantCode)));
  return Number(row!.sum);
}

/** The member's MAIN wallet balance in wire units. */
export async function mainBalance(platform: TestPlatform, token: string, merchant = 'PLAYDECK'): Promise<number> {
  const wallet = valueOf(await callPlatform(platform, contract.wallet.balance, { token, merchant }));
  return wallet.wallets.find((entry) => entry.code === 'MAIN')!.balance;
}

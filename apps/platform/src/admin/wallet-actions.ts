import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { members, merchants } from '../db/schema';
import { post } from '../modules/wallet/ledger';
import { toMinor, toMoney } from '../modules/wallet/money';
import { ensureWallet, MAIN_WALLET } from '../modules/wallet/wallets';
import type { PlatformServices } from '../services';
import { refuse } from './content-admin';

/** The most one adjustment may move: a typo should not mint a fortune. */
export const CREDIT_MAX = 1_000_000;

export interface CreditRequest {
  /** Needed only when members of several merchants have that username. */
  merchant?: string;
  username: string;
  /** Major units, e.g. 100.5. */
  amount: number;
}

/** Credits a member's MAIN wallet by hand (an operator adjustment, one ledger row); answers the new balance. */
export async function creditMember(
  services: PlatformServices,
  request: CreditRequest,
): Promise<{ merchant: string; username: string; balance: number }> {
  if (!(request.amount > 0 && request.amount <= CREDIT_MAX)) throw refuse(`amount must be more than 0 and at most ${CREDIT_MAX}`);
  const minor = toMinor(request.amount);
  if (toMoney(minor) !== request.amount) throw refuse('amount has more than 2 decimals');
  const found = await services.db
    .select({ id: members.id, merchant: merchants.code })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(members.username, request.username), request.merchant ? eq(merchants.code, request.merchant) : undefined));
  if (found.length === 0) throw refuse(`no member ${request.username}${request.merchant ? ` at ${request.merchant}` : ''}`, 'not.found');
  if (found.length > 1)
    throw refuse(`${request.username} is a member of ${found.map((row) => row.merchant).join(', ')}: name the merchant`);
  const member = found[0]!;
  const now = services.now();
  const balance = await services.db.transaction(async (tx) => {
    const wallet = await ensureWallet(tx, member.id, MAIN_WALLET);
    const balances = await post(tx, {
      memberId: member.id,
      kind: 'adjustment',
      idempotencyKey: `adjustment:${randomUUID()}`,
      reference: 'admin credit',
      now,
      legs: [
        { house: 'ADJUSTMENTS', amount: -minor },
        { walletId: wallet.id, amount: minor },
      ],
    });
    return balances.get(wallet.id)!;
  });
  return { merchant: member.merchant, username: request.username, balance: toMoney(balance) };
}

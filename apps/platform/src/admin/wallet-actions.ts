import { randomUUID } from 'node:crypto';
import { post } from '../modules/wallet/ledger';
import { toMinor, toMoney } from '../modules/wallet/money';
import { ensureWallet, MAIN_WALLET } from '../modules/wallet/wallets';
import type { PlatformServices } from '../services';
import { refuse } from './content-admin';
import { memberNamed } from './member-lookup';

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
  const member = await memberNamed(services, request.username, request.merchant);
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

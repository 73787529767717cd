// TEMPORARY SHIM until the lead's double-entry ledger (branch money-platform) lands: same signature as the
// coming modules/wallet/ledger.ts `post`; house legs are not recorded here. Delete after the merge.
import { applyMovement, type Tx } from '../wallet/ledger';

export type HouseAccount = 'CASH' | 'WITHDRAWALS_HELD' | 'PAYOUTS' | 'GAMES' | 'BONUS' | 'ADJUSTMENTS' | 'FREE_PLAY' | 'OPENING_BALANCES';
export type Leg = { walletId: number; amount: number } | { house: HouseAccount; amount: number };
export interface Posting {
  merchantId: number;
  memberId?: number;
  kind: 'deposit' | 'withdraw_hold' | 'withdraw_release' | 'withdraw_paid';
  idempotencyKey: string;
  reference?: string;
  now: Date;
  legs: Leg[];
}

export async function post(tx: Tx, posting: Posting): Promise<Map<number, number>> {
  if (posting.legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0) throw new Error('legs do not sum to 0');
  const balances = new Map<number, number>();
  for (const [index, leg] of posting.legs.entries()) {
    if (!('walletId' in leg)) continue;
    balances.set(
      leg.walletId,
      await applyMovement(tx, {
        walletId: leg.walletId,
        amount: leg.amount,
        kind: 'adjustment',
        idempotencyKey: `${posting.idempotencyKey}:${index}`,
        reference: posting.reference,
        now: posting.now,
      }),
    );
  }
  return balances;
}

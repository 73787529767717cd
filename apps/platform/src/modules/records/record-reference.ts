import type { LedgerKind } from '../../db/schema';
import { moneyReference } from '../deposit/money-reference';

/** The posting a record belongs to, as far as its reference goes. */
export interface PostedReference {
  kind: LedgerKind;
  /** The posting's own reference: for transfers and rounds an internal key (`transfer:81:0e43…`, `round:42`). */
  reference: string | null;
  postingId: number;
  createdAt: Date;
}

const ROUND = /^round:(\d+)$/;
const PAYOUT_PERIOD = /^(?:REBATE|SALARY|DIVIDEND):(.+)$/;

/**
 * What a member reads as a record's reference, never an internal key: deposits, withdrawals and rewards keep
 * the reference their own screens show (D…, W…, R…, a promo code); a transfer is T + its day + its posting
 * (both wallets' rows share it), a game round G + its day + the round, an agent payout its period (as the
 * payout history shows it). Balance corrections made by the house carry only notes for the house: none.
 */
export function recordReference({ kind, reference, postingId, createdAt }: PostedReference): string | null {
  switch (kind) {
    case 'transfer':
      return moneyReference('T', createdAt, postingId);
    case 'bet':
    case 'win': {
      const round = reference ? ROUND.exec(reference) : null;
      return round ? moneyReference('G', createdAt, Number(round[1])) : null;
    }
    case 'agent_rebate':
    case 'agent_salary':
    case 'agent_dividend':
      return reference ? (PAYOUT_PERIOD.exec(reference)?.[1] ?? reference) : null;
    case 'seed':
    case 'opening_balance':
    case 'adjustment':
    case 'free_play_credit':
      return null;
    default:
      return reference;
  }
}

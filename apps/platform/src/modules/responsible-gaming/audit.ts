import { rgAudit } from '../../db/schema';
import type { Tx } from '../wallet/ledger';

/** Who made a change: the member through a call, or an operator (the admin command) with a reason. */
export type RgSource = { source: 'MEMBER' } | { source: 'OPERATOR'; reason: string };

/** One line of the audit trail, written in the transaction that makes the change. Amounts in it are minor units. */
export async function recordRgChange(
  tx: Tx,
  change: { merchantId: number; memberId: number; now: Date; by: RgSource; action: string; detail: Record<string, unknown> },
): Promise<void> {
  const { by } = change;
  await tx.insert(rgAudit).values({
    merchantId: change.merchantId,
    memberId: change.memberId,
    createdAt: change.now,
    source: by.source,
    action: change.action,
    detail: by.source === 'OPERATOR' ? { ...change.detail, reason: by.reason } : change.detail,
  });
}

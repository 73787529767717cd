import { and, asc, eq } from 'drizzle-orm';
import { minorToWire, type DepositChannel } from '@playdeck/api';
import type { Db } from '../../db/database';
import { depositChannels } from '../../db/schema';
import type { CallContext } from '../../http/request-context';

export type DepositChannelRow = typeof depositChannels.$inferSelect;

/** The channels a member of the merchant may deposit through now, in the operator's order. */
export function enabledChannels(db: Db, merchantId: number): Promise<DepositChannelRow[]> {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));
}

export function channelView(row: DepositChannelRow, language: CallContext['language']): DepositChannel {
  return {
    id: row.code,
    type: row.type,
    name: row.names[language],
    min: minorToWire(row.min),
    max: minorToWire(row.max),
    quickAmounts: row.quickAmounts.filter((amount) => amount >= row.min && amount <= row.max).map(minorToWire),
    expiryMinutes: row.expiryMinutes,
    payTo: row.payTo,
  };
}

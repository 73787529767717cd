import { and, count, eq, gt } from 'drizzle-orm';
import { minorToWire, wireToMinor, type BodyOf, type contract, type Deposit } from '@playdeck/api';
import { depositChannels, deposits } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { realMerchantId } from '../games/real-merchant';
import { lockMoneyProfile } from '../payment-password/money-profile';
import type { Tx } from '../wallet/ledger';
import { refuseDuringBreak } from '../responsible-gaming/breaks';
import { depositRoom } from '../responsible-gaming/limits';
import { historyPage } from './history-page';
import { moneyReference, nextId, referenceCode } from './money-reference';

/** Unpaid requests a member may have open at once. */
export const MAX_PENDING_DEPOSITS = 5;

export type DepositRow = typeof deposits.$inferSelect;

/** A PENDING deposit past its expiry is EXPIRED: computed on read, so nothing has to sweep. */
export const isExpired = (row: DepositRow, now: Date): boolean => row.status === 'PENDING' && row.expiresAt <= now;

export function depositView(row: DepositRow, language: CallContext['language'], now: Date): Deposit {
  return {
    reference: row.reference,
    channelId: row.channelCode,
    channelType: row.channelType,
    channelName: row.channelNames[language],
    amount: minorToWire(row.amount),
    status: isExpired(row, now) ? 'EXPIRED' : row.status,
    referenceCode: row.referenceCode,
    payTo: row.payTo,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

/**
 * Refuses a deposit that would pass one of the member's limits, naming the tightest and what is left. Runs under
 * the money lock, so two requests racing past a limit are checked one after the other: at most one passes.
 */
async function refuseOverLimit(tx: Tx, memberId: number, amount: number, now: Date): Promise<void> {
  const room = await depositRoom(tx, memberId, now);
  if (!room || amount <= room.left) return;
  throw new PlatformError('rg.deposit.limit', {
    message: `over the ${room.period.toLowerCase()} ${room.kind.toLowerCase()} limit: ${minorToWire(room.left)} left`,
    value: { limitKind: room.kind, period: room.period, left: minorToWire(room.left) },
  });
}

type DepositRequest = BodyOf<typeof contract.deposit.request>;

/**
 * Opens a PENDING deposit (no money moves until the operator confirms it). A request id is applied once
 * per member: its repeat answers the same deposit, and the same id with another body is refused.
 */
export async function requestDeposit(ctx: CallContext, body: DepositRequest): Promise<DepositRow> {
  const { services } = ctx;
  const member = ctx.member!;
  const merchantId = realMerchantId(ctx.merchant);
  const amount = wireToMinor(body.amount);
  const now = services.now();
  return services.db.transaction(async (tx) => {
    await lockMoneyProfile(tx, member.id);
    await refuseDuringBreak(tx, member.id, now);
    const [previous] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, member.id), eq(deposits.requestId, body.requestId)));
    if (previous) {
      if (previous.channelCode !== body.channelId || previous.amount !== amount)
        throw new PlatformError('request.id.reused', { status: 409 });
      return previous;
    }
    const [channel] = await tx
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.code, body.channelId)));
    if (!channel?.enabled) throw new PlatformError('deposit.channel.unavailable', { value: { field: 'channelId' } });
    if (amount < channel.min || amount > channel.max) {
      throw new PlatformError('deposit.amount.out.of.range', {
        message: `amount must be ${minorToWire(channel.min)} to ${minorToWire(channel.max)}`,
        value: { field: 'amount' },
      });
    }
    await refuseOverLimit(tx, member.id, amount, now);
    const [pending] = await tx
      .select({ count: count() })
      .from(deposits)
      .where(and(eq(deposits.memberId, member.id), eq(deposits.status, 'PENDING'), gt(deposits.expiresAt, now)));
    if (pending!.count >= MAX_PENDING_DEPOSITS) {
      throw new PlatformError('deposit.pending.limit', { message: `at most ${MAX_PENDING_DEPOSITS} unpaid deposit requests` });
    }
    const id = await nextId(tx, 'deposits');
    const [created] = await tx
      .insert(deposits)
      .values({
        id,
        merchantId,
        memberId: member.id,
        reference: moneyReference('D', now, id),
        referenceCode: referenceCode(),
        requestId: body.requestId,
        channelId: channel.id,
        channelCode: channel.code,
        channelType: channel.type,
        channelNames: channel.names,
        payTo: channel.payTo,
        amount,
        createdAt: now,
        expiresAt: new Date(now.getTime() + channel.expiryMinutes * 60_000),
      })
      .returning();
    return created!;
  });
}

export async function depositHistory(ctx: CallContext, pageNo: number, pageSize: number) {
  const { db } = ctx.services;
  const { rows, page } = await historyPage(db, deposits, ctx.member!.id, { pageNo, pageSize }, (mine) =>
    db.select().from(deposits).where(mine).$dynamic(),
  );
  const now = ctx.services.now();
  return { list: rows.map((row) => depositView(row, ctx.language, now)), pageNum: pageNo, totalPages: page.totalPages };
}

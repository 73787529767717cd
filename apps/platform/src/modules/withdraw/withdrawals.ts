import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import { minorToWire, wireToMinor, type BodyOf, type contract, type Withdrawal, type WithdrawSettings } from '@playdeck/api';
import type { Db } from '../../db/database';
import { wallets, withdrawals, withdrawLimits } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { memberCard } from '../bank-cards/bank-cards';
import { maskCardNumber } from '../bank-cards/card-number';
import { post } from '../wallet/ledger';
import { historyPage } from '../deposit/history-page';
import { moneyReference, nextId, utcDay } from '../deposit/money-reference';
import { realMerchantId } from '../games/real-merchant';
import { lockMoneyProfile, moneyIdentity } from '../payment-password/money-profile';
import { checkPaymentPassword, paymentPasswordLockedUntil } from '../payment-password/payment-password';
import type { Tx } from '../wallet/ledger';
import { merchantCurrency } from '../wallet/wallet-view';
import { ensureWallet, MAIN_WALLET } from '../wallet/wallets';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawLimits = Omit<typeof withdrawLimits.$inferSelect, 'merchantId'>;

// The seed gives every real merchant its limits; this only covers a merchant made without them.
const FALLBACK_LIMITS: WithdrawLimits = { min: 100_00, max: 50_000_00, dailyCount: 3 };

export async function limitsOf(db: Db | Tx, merchantId: number): Promise<WithdrawLimits> {
  const [limits] = await db
    .select({ min: withdrawLimits.min, max: withdrawLimits.max, dailyCount: withdrawLimits.dailyCount })
    .from(withdrawLimits)
    .where(eq(withdrawLimits.merchantId, merchantId));
  return limits ?? FALLBACK_LIMITS;
}

/** Withdrawals the member asked for on the UTC day of `now`, rejected ones not counted. */
async function usedToday(db: Db | Tx, memberId: number, now: Date): Promise<number> {
  const day = utcDay(now);
  const [row] = await db
    .select({ count: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, 'REJECTED'),
        gte(withdrawals.createdAt, day.start),
        lt(withdrawals.createdAt, day.end),
      ),
    );
  return row!.count;
}

export const withdrawalView = (row: WithdrawalRow): Withdrawal => ({
  reference: row.reference,
  amount: minorToWire(row.amount),
  status: row.status,
  bankName: row.bankName,
  maskedNumber: maskCardNumber(row.last4),
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
});

export async function withdrawSettings(ctx: CallContext): Promise<WithdrawSettings> {
  const { db } = ctx.services;
  const member = ctx.member!;
  const merchantId = realMerchantId(ctx.merchant);
  const [main] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.memberId, member.id), eq(wallets.code, MAIN_WALLET)));
  const limits = await limitsOf(db, merchantId);
  const lockedUntil = await paymentPasswordLockedUntil(ctx.services, member.id);
  return {
    ...(await merchantCurrency(db, merchantId)),
    withdrawable: minorToWire(main?.balance ?? 0),
    min: minorToWire(limits.min),
    max: minorToWire(limits.max),
    dailyCount: limits.dailyCount,
    usedToday: await usedToday(db, member.id, ctx.services.now()),
    hasPaymentPassword: (await moneyIdentity(db, member.id)).paymentPasswordHash !== null,
    lockedUntil: lockedUntil?.getTime() ?? null,
  };
}

type WithdrawRequest = BodyOf<typeof contract.withdraw.request>;

async function previousRequest(db: Db | Tx, memberId: number, body: WithdrawRequest, amount: number): Promise<WithdrawalRow | undefined> {
  const [previous] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, body.requestId)));
  if (previous && (previous.bankCardId !== body.bankCardId || previous.amount !== amount)) {
    throw new PlatformError('request.id.reused', { status: 409 });
  }
  return previous;
}

/**
 * Checks the card, limits and payment password, then holds the amount (MAIN → the house's held
 * withdrawals) until the operator approves or rejects it. A request id is applied once per member.
 */
export async function requestWithdrawal(ctx: CallContext, body: WithdrawRequest): Promise<WithdrawalRow> {
  const { services } = ctx;
  const { db } = services;
  const member = ctx.member!;
  const merchantId = realMerchantId(ctx.merchant);
  const amount = wireToMinor(body.amount);
  const repeated = await previousRequest(db, member.id, body, amount);
  if (repeated) return repeated;
  const card = await memberCard(db, member.id, body.bankCardId);
  if (!card) throw new PlatformError('bankcard.not.found', { status: 404, value: { field: 'bankCardId' } });
  const limits = await limitsOf(db, merchantId);
  if (amount < limits.min)
    throw new PlatformError('withdraw.amount.below.min', { message: `at least ${minorToWire(limits.min)}`, value: { field: 'amount' } });
  if (amount > limits.max)
    throw new PlatformError('withdraw.amount.above.max', { message: `at most ${minorToWire(limits.max)}`, value: { field: 'amount' } });
  const dailyLimit = new PlatformError('withdraw.daily.count.exceeded', {
    message: `at most ${limits.dailyCount} withdrawals a day (UTC)`,
  });
  if ((await usedToday(db, member.id, services.now())) >= limits.dailyCount) throw dailyLimit;
  await checkPaymentPassword(services, member.id, body.paymentPassword);
  return db.transaction(async (tx) => {
    await lockMoneyProfile(tx, member.id);
    const raced = await previousRequest(tx, member.id, body, amount);
    if (raced) return raced;
    const now = services.now();
    if ((await usedToday(tx, member.id, now)) >= limits.dailyCount) throw dailyLimit;
    const main = await ensureWallet(tx, member.id, MAIN_WALLET);
    const id = await nextId(tx, 'withdrawals');
    const reference = moneyReference('W', now, id);
    const [created] = await tx
      .insert(withdrawals)
      .values({
        id,
        merchantId,
        memberId: member.id,
        reference,
        requestId: body.requestId,
        bankCardId: card.id,
        bankName: card.bankName,
        last4: card.last4,
        amount,
        createdAt: now,
      })
      .returning();
    await post(tx, {
      merchantId,
      memberId: member.id,
      kind: 'withdraw_hold',
      idempotencyKey: `withdraw:${reference}:hold`,
      reference,
      now,
      legs: [
        { walletId: main.id, amount: -amount },
        { house: 'WITHDRAWALS_HELD', amount },
      ],
    });
    return created!;
  });
}

export async function withdrawHistory(ctx: CallContext, pageNo: number, pageSize: number) {
  const { db } = ctx.services;
  const { rows, page } = await historyPage(db, withdrawals, ctx.member!.id, { pageNo, pageSize }, (mine) =>
    db.select().from(withdrawals).where(mine).$dynamic(),
  );
  return { list: rows.map(withdrawalView), pageNum: pageNo, totalPages: page.totalPages };
}

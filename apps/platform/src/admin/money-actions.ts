import { and, asc, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { minorToWire, wireToMinor } from '@playdeck/api';
import {
  depositChannels,
  deposits,
  members,
  merchants,
  mobileTemplateOverrides,
  withdrawals,
  withdrawLimits,
  MOBILE_TEMPLATE_FLAGS,
  type MobileTemplateFlag,
} from '../db/schema';
import { PlatformError } from '../http/platform-error';
import { post } from '../modules/wallet/ledger';
import { limitsOf } from '../modules/withdraw/withdrawals';
import { ensureWallet, MAIN_WALLET } from '../modules/wallet/wallets';
import type { PlatformServices } from '../services';

export const DEPOSIT_FILTER_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED'] as const;
export type DepositFilterStatus = (typeof DEPOSIT_FILTER_STATUSES)[number];
export const WITHDRAWAL_FILTER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type WithdrawalFilterStatus = (typeof WITHDRAWAL_FILTER_STATUSES)[number];
export type DepositDecision = 'confirm' | 'reject';
export type WithdrawalDecision = 'approve' | 'reject';
export type TemplateValue = 0 | 1 | 'default';

/** What the deposit and withdrawal commands answer: amounts in major units, times in ISO text. */
export interface AdminMoneyRequest {
  reference: string;
  merchant: string;
  username: string;
  amount: number;
  status: string;
  /** Deposit: the channel id and the code the member writes in the remarks; withdrawal: bank and card. */
  detail: string;
  createdAt: string;
  decidedAt: string | null;
}

const notFound = (message: string) => new PlatformError('not.found', { status: 404, message });
const refused = (message: string) => new PlatformError('request_param_err', { status: 409, message });
const badInput = (message: string) => new PlatformError('request_param_err', { status: 400, message });

async function realMerchant(services: PlatformServices, code: string) {
  const [merchant] = await services.db
    .select()
    .from(merchants)
    .where(and(eq(merchants.code, code), eq(merchants.isTrial, false)));
  if (!merchant) throw notFound(`unknown merchant ${code}`);
  return merchant;
}

/** Major units as given on the command line (at most 2 decimals, more than 0) in minor units. */
function minorAmount(name: string, amount: number | undefined): number | undefined {
  if (amount === undefined) return undefined;
  if (!(Number.isFinite(amount) && amount > 0 && amount <= 1_000_000_000) || minorToWire(wireToMinor(amount)) !== amount) {
    throw badInput(`--${name} is a positive amount with at most 2 decimals, got ${amount}`);
  }
  return wireToMinor(amount);
}

// ─── Deposits ────────────────────────────────────────────────────────────────────────────────────────

const depositStatusWhere = (status: DepositFilterStatus | undefined, now: Date): SQL | undefined => {
  if (status === 'PENDING') return and(eq(deposits.status, 'PENDING'), gt(deposits.expiresAt, now));
  if (status === 'EXPIRED') return and(eq(deposits.status, 'PENDING'), lte(deposits.expiresAt, now));
  return status ? eq(deposits.status, status) : undefined;
};

async function depositRequests(services: PlatformServices, where: SQL | undefined): Promise<AdminMoneyRequest[]> {
  const now = services.now();
  const rows = await services.db
    .select({ deposit: deposits, merchant: merchants.code, username: members.username })
    .from(deposits)
    .innerJoin(merchants, eq(merchants.id, deposits.merchantId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(200);
  return rows.map(({ deposit, merchant, username }) => ({
    reference: deposit.reference,
    merchant,
    username,
    amount: minorToWire(deposit.amount),
    status: deposit.status === 'PENDING' && deposit.expiresAt <= now ? 'EXPIRED' : deposit.status,
    detail: `${deposit.channelCode} code=${deposit.referenceCode}`,
    createdAt: deposit.createdAt.toISOString(),
    decidedAt: deposit.decidedAt?.toISOString() ?? null,
  }));
}

/** The latest 200 deposits, newest first, of one merchant and/or status. */
export async function listDeposits(
  services: PlatformServices,
  filter: { merchant?: string; status?: DepositFilterStatus },
): Promise<AdminMoneyRequest[]> {
  const merchantId = filter.merchant ? (await realMerchant(services, filter.merchant)).id : undefined;
  return depositRequests(
    services,
    and(merchantId === undefined ? undefined : eq(deposits.merchantId, merchantId), depositStatusWhere(filter.status, services.now())),
  );
}

/**
 * Confirms (the money reaches the member's MAIN wallet: house CASH → MAIN, one posting) or rejects a
 * pending deposit. The row is locked and must still be PENDING, so a second decision, even a concurrent
 * one, is refused and money moves once.
 */
export async function decideDeposit(services: PlatformServices, reference: string, decision: DepositDecision): Promise<AdminMoneyRequest> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(deposits).where(eq(deposits.reference, reference)).for('update');
    if (!deposit) throw notFound(`no deposit ${reference}`);
    if (deposit.status !== 'PENDING') throw refused(`deposit ${reference} is already ${deposit.status}`);
    if (deposit.expiresAt <= now) {
      throw refused(`deposit ${reference} EXPIRED at ${deposit.expiresAt.toISOString()}: a late payment can be paid with credit`);
    }
    await tx
      .update(deposits)
      .set({ status: decision === 'confirm' ? 'CONFIRMED' : 'REJECTED', decidedAt: now })
      .where(eq(deposits.id, deposit.id));
    if (decision === 'reject') return;
    const main = await ensureWallet(tx, deposit.memberId, MAIN_WALLET);
    await post(tx, {
      merchantId: deposit.merchantId,
      memberId: deposit.memberId,
      kind: 'deposit',
      idempotencyKey: `deposit:${reference}`,
      reference,
      now,
      legs: [
        { house: 'CASH', amount: -deposit.amount },
        { walletId: main.id, amount: deposit.amount },
      ],
    });
  });
  return (await depositRequests(services, eq(deposits.reference, reference)))[0]!;
}

// ─── Withdrawals ─────────────────────────────────────────────────────────────────────────────────────

async function withdrawalRequests(services: PlatformServices, where: SQL | undefined): Promise<AdminMoneyRequest[]> {
  const rows = await services.db
    .select({ withdrawal: withdrawals, merchant: merchants.code, username: members.username })
    .from(withdrawals)
    .innerJoin(merchants, eq(merchants.id, withdrawals.merchantId))
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(200);
  return rows.map(({ withdrawal, merchant, username }) => ({
    reference: withdrawal.reference,
    merchant,
    username,
    amount: minorToWire(withdrawal.amount),
    status: withdrawal.status,
    detail: `${withdrawal.bankName} •••• ${withdrawal.last4}`,
    createdAt: withdrawal.createdAt.toISOString(),
    decidedAt: withdrawal.decidedAt?.toISOString() ?? null,
  }));
}

export async function listWithdrawals(
  services: PlatformServices,
  filter: { merchant?: string; status?: WithdrawalFilterStatus },
): Promise<AdminMoneyRequest[]> {
  const merchantId = filter.merchant ? (await realMerchant(services, filter.merchant)).id : undefined;
  return withdrawalRequests(
    services,
    and(
      merchantId === undefined ? undefined : eq(withdrawals.merchantId, merchantId),
      filter.status ? eq(withdrawals.status, filter.status) : undefined,
    ),
  );
}

/**
 * Approves (the held amount is paid out: WITHDRAWALS_HELD → PAYOUTS) or rejects (it returns to the
 * member's MAIN wallet) a pending withdrawal, once: the locked row must still be PENDING.
 */
export async function decideWithdrawal(
  services: PlatformServices,
  reference: string,
  decision: WithdrawalDecision,
): Promise<AdminMoneyRequest> {
  const now = services.now();
  await services.db.transaction(async (tx) => {
    const [withdrawal] = await tx.select().from(withdrawals).where(eq(withdrawals.reference, reference)).for('update');
    if (!withdrawal) throw notFound(`no withdrawal ${reference}`);
    if (withdrawal.status !== 'PENDING') throw refused(`withdrawal ${reference} is already ${withdrawal.status}`);
    await tx
      .update(withdrawals)
      .set({ status: decision === 'approve' ? 'APPROVED' : 'REJECTED', decidedAt: now })
      .where(eq(withdrawals.id, withdrawal.id));
    const held = { house: 'WITHDRAWALS_HELD' as const, amount: -withdrawal.amount };
    const to =
      decision === 'approve'
        ? { house: 'PAYOUTS' as const, amount: withdrawal.amount }
        : { walletId: (await ensureWallet(tx, withdrawal.memberId, MAIN_WALLET)).id, amount: withdrawal.amount };
    await post(tx, {
      merchantId: withdrawal.merchantId,
      memberId: withdrawal.memberId,
      kind: decision === 'approve' ? 'withdraw_paid' : 'withdraw_release',
      idempotencyKey: `withdraw:${reference}:${decision === 'approve' ? 'paid' : 'release'}`,
      reference,
      now,
      legs: [held, to],
    });
  });
  return (await withdrawalRequests(services, eq(withdrawals.reference, reference)))[0]!;
}

// ─── Settings ────────────────────────────────────────────────────────────────────────────────────────

export interface TemplateState {
  merchant: string;
  overrides: Partial<Record<MobileTemplateFlag, 0 | 1>>;
}

/** Overrides a mobileTemplate flag of /wps/system/status (`default` gives it back to brand.json). */
export async function setTemplate(
  services: PlatformServices,
  flag: MobileTemplateFlag,
  value: TemplateValue,
  merchantCode?: string,
): Promise<TemplateState[]> {
  if (!MOBILE_TEMPLATE_FLAGS.includes(flag)) throw badInput(`the template flag is mem_cen or dep_func, got ${String(flag)}`);
  if (value !== 0 && value !== 1 && value !== 'default') throw badInput(`the template value is 0, 1 or default, got ${String(value)}`);
  const targets = merchantCode
    ? [await realMerchant(services, merchantCode)]
    : await services.db.select().from(merchants).where(eq(merchants.isTrial, false)).orderBy(asc(merchants.id));
  for (const merchant of targets) {
    const key = and(eq(mobileTemplateOverrides.merchantId, merchant.id), eq(mobileTemplateOverrides.flag, flag));
    if (value === 'default') await services.db.delete(mobileTemplateOverrides).where(key);
    else
      await services.db
        .insert(mobileTemplateOverrides)
        .values({ merchantId: merchant.id, flag, value })
        .onConflictDoUpdate({ target: [mobileTemplateOverrides.merchantId, mobileTemplateOverrides.flag], set: { value } });
  }
  services.readCache.invalidate('templates');
  const rows = await services.db.select().from(mobileTemplateOverrides);
  return targets.map((merchant) => ({
    merchant: merchant.code,
    overrides: Object.fromEntries(rows.filter((row) => row.merchantId === merchant.id).map((row) => [row.flag, row.value === 1 ? 1 : 0])),
  }));
}

export interface ChannelChange {
  merchant: string;
  id: string;
  /** Major units. */
  min?: number;
  max?: number;
  enabled?: boolean;
}

/** Switches a deposit channel on or off and/or changes its range; answers the channel as it now is. */
export async function setDepositChannel(services: PlatformServices, change: ChannelChange) {
  const merchant = await realMerchant(services, change.merchant);
  const where = and(eq(depositChannels.merchantId, merchant.id), eq(depositChannels.code, change.id));
  const [channel] = await services.db.select().from(depositChannels).where(where);
  if (!channel) {
    const known = await services.db
      .select({ code: depositChannels.code })
      .from(depositChannels)
      .where(eq(depositChannels.merchantId, merchant.id));
    throw notFound(`${merchant.code} has no deposit channel ${change.id} (known: ${known.map((row) => row.code).join(', ')})`);
  }
  const min = minorAmount('min', change.min) ?? channel.min;
  const max = minorAmount('max', change.max) ?? channel.max;
  if (min > max) throw badInput(`min ${minorToWire(min)} is above max ${minorToWire(max)}`);
  const [updated] = await services.db
    .update(depositChannels)
    .set({ min, max, enabled: change.enabled ?? channel.enabled })
    .where(where)
    .returning();
  return {
    merchant: merchant.code,
    id: updated!.code,
    type: updated!.type,
    enabled: updated!.enabled,
    min: minorToWire(updated!.min),
    max: minorToWire(updated!.max),
  };
}

export interface LimitsChange {
  merchant: string;
  /** Major units. */
  min?: number;
  max?: number;
  daily?: number;
}

/** Changes a merchant's withdrawal limits; answers them as they now are. */
export async function setWithdrawLimits(services: PlatformServices, change: LimitsChange) {
  const merchant = await realMerchant(services, change.merchant);
  const current = await limitsOf(services.db, merchant.id);
  const min = minorAmount('min', change.min) ?? current.min;
  const max = minorAmount('max', change.max) ?? current.max;
  const dailyCount = change.daily ?? current.dailyCount;
  if (!(Number.isInteger(dailyCount) && dailyCount >= 0 && dailyCount <= 1000)) throw badInput(`--daily is 0 to 1000, got ${dailyCount}`);
  if (min > max) throw badInput(`min ${minorToWire(min)} is above max ${minorToWire(max)}`);
  await services.db
    .insert(withdrawLimits)
    .values({ merchantId: merchant.id, min, max, dailyCount })
    .onConflictDoUpdate({ target: withdrawLimits.merchantId, set: { min, max, dailyCount } });
  return { merchant: merchant.code, min: minorToWire(min), max: minorToWire(max), daily: dailyCount };
}

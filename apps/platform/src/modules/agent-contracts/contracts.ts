import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgentContract, ContractBasis, ContractKind, ContractRequests, contract, ValueOf } from '@playdeck/api';
import type { Db } from '../../db/database';
import { agentContracts, members, type StoredTier } from '../../db/schema';
import { assertMerchantFeatureOn, merchantFeatureOn } from '../../http/feature-gate';
import { PlatformError } from '../../http/platform-error';
import type { CallContext, Member } from '../../http/request-context';
import type { Tx } from '../wallet/ledger';
import { toMoney } from '../wallet/money';
import { merchantCurrency } from '../wallet/wallet-view';
import { requireAgent } from './agent-scope';

type ContractRow = typeof agentContracts.$inferSelect;

/** Marks the member's contracts of a kind in a state SUPERSEDED: a newer one takes their place. */
async function supersede(tx: Tx, memberId: number, kind: ContractKind, state: ContractRow['state'], now: Date): Promise<void> {
  await tx
    .update(agentContracts)
    .set({ state: 'SUPERSEDED', decidedAt: now })
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.kind, kind), eq(agentContracts.state, state)));
}
const upline = alias(members, 'upline');

/** Money tiers travel in major units; member counts and basis points as they are. */
function tierView(row: ContractRow, tier: StoredTier) {
  return {
    min: row.basis === 'TURNOVER' ? toMoney(tier.min) : tier.min,
    value: row.kind === 'DIVIDEND' ? tier.value : toMoney(tier.value),
  };
}

export function contractView(row: ContractRow, offeredBy: string | null): AgentContract {
  return {
    id: row.id,
    kind: row.kind,
    basis: row.basis,
    tiers: row.tiers.map((tier) => tierView(row, tier)),
    state: row.state,
    offeredBy: offeredBy ?? 'operator',
    createdAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

async function contractsOf(db: Db | Tx, memberId: number, kind: ContractKind) {
  return db
    .select({ row: agentContracts, offeredBy: upline.username })
    .from(agentContracts)
    .leftJoin(upline, eq(upline.id, agentContracts.offeredById))
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.kind, kind)))
    .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
    .limit(20);
}

/** The contract of a kind in force for the agent (the accepted one), if any. */
export async function contractInForce(db: Db | Tx, memberId: number, kind: ContractKind): Promise<ContractRow | undefined> {
  const [found] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.memberId, memberId), eq(agentContracts.kind, kind), eq(agentContracts.state, 'ACCEPTED')))
    .limit(1);
  return found;
}

export async function contractScreen(ctx: CallContext, kind: ContractKind): Promise<ValueOf<typeof contract.agentContracts.contract>> {
  const agent = requireAgent(ctx);
  const { db } = ctx.services;
  const rows = await contractsOf(db, agent.id, kind);
  const pending = rows.find(({ row }) => row.state === 'PENDING');
  const current = rows.find(({ row }) => row.state === 'ACCEPTED');
  return {
    currencySymbol: (await merchantCurrency(db, agent.merchantId)).currencySymbol,
    pending: pending ? contractView(pending.row, pending.offeredBy) : null,
    current: current ? contractView(current.row, current.offeredBy) : null,
    history: rows.filter(({ row }) => row.state !== 'PENDING').map(({ row, offeredBy }) => contractView(row, offeredBy)),
  };
}

/**
 * Accepts or rejects the agent's own pending offer (row locked: of two answers one wins). Accepting makes the
 * contract of that kind in force until then SUPERSEDED.
 */
export async function answerContract(ctx: CallContext, body: { id: number; accept: boolean }): Promise<AgentContract> {
  const agent = requireAgent(ctx);
  const { services } = ctx;
  return services.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.id, body.id), eq(agentContracts.memberId, agent.id), eq(agentContracts.merchantId, agent.merchantId)))
      .for('update');
    if (!found || found.state !== 'PENDING') throw new PlatformError('agent.contract.not.pending', { status: 409 });
    if (found.kind === 'DIVIDEND') assertMerchantFeatureOn(ctx, 'agent.dividend');
    const now = services.now();
    if (body.accept) {
      await supersede(tx, agent.id, found.kind, 'ACCEPTED', now);
    }
    const [answered] = await tx
      .update(agentContracts)
      .set({ state: body.accept ? 'ACCEPTED' : 'REJECTED', decidedAt: now })
      .where(eq(agentContracts.id, found.id))
      .returning();
    const [offeredBy] = answered!.offeredById
      ? await tx.select({ username: members.username }).from(members).where(eq(members.id, answered!.offeredById))
      : [];
    return contractView(answered!, offeredBy?.username ?? null);
  });
}

/** The member's pending offers as the spec's three request fields (the pending offer's id, 0 when none or switched off). */
export async function contractRequests(ctx: CallContext): Promise<ContractRequests> {
  const member = ctx.member!;
  const pending = await ctx.services.db
    .select({ id: agentContracts.id, kind: agentContracts.kind })
    .from(agentContracts)
    .where(
      and(eq(agentContracts.memberId, member.id), eq(agentContracts.merchantId, member.merchantId), eq(agentContracts.state, 'PENDING')),
    );
  const idOf = (kind: ContractKind) => pending.find((row) => row.kind === kind)?.id ?? 0;
  // A brand without the dividend has no dividend screen to answer an offer on: none is reported.
  const dividend = merchantFeatureOn(ctx, 'agent.dividend') ? idOf('DIVIDEND') : 0;
  return { dailysalreqtype: idOf('SALARY'), divtypecompperiodreq: dividend, contracthoursalreq: idOf('HOURLY') };
}

export interface ContractOffer {
  kind: ContractKind;
  basis: ContractBasis;
  /** In storage units: minor units for money, members, basis points. */
  tiers: StoredTier[];
}

/**
 * Offers terms to an agent on behalf of its upline: a newer offer replaces a pending one of the same kind
 * (SUPERSEDED). Only agents may be offered contracts.
 */
export async function offerContract(db: Db, agent: Member, offer: ContractOffer, now: Date): Promise<ContractRow> {
  if ([0, 4, 40].includes(agent.type))
    throw new PlatformError('non.agent.login', { status: 400, message: `${agent.username} is not an agent` });
  checkTiers(offer);
  return db.transaction(async (tx) => {
    await supersede(tx, agent.id, offer.kind, 'PENDING', now);
    const [created] = await tx
      .insert(agentContracts)
      .values({
        merchantId: agent.merchantId,
        memberId: agent.id,
        offeredById: agent.parentId,
        kind: offer.kind,
        basis: offer.basis,
        tiers: [...offer.tiers].sort((a, b) => a.min - b.min),
        createdAt: now,
      })
      .returning();
    return created!;
  });
}

function checkTiers(offer: ContractOffer): void {
  const refuse = (message: string) => new PlatformError('request_param_err', { status: 400, message });
  if (offer.tiers.length === 0 || offer.tiers.length > 10) throw refuse('an offer has 1 to 10 tiers');
  for (const tier of offer.tiers) {
    if (!Number.isSafeInteger(tier.min) || tier.min < 0 || !Number.isSafeInteger(tier.value) || tier.value <= 0) {
      throw refuse('each tier is a whole min ≥ 0 and a value > 0 (money with at most 2 decimals)');
    }
    if (offer.kind === 'DIVIDEND' && tier.value > 10_000) throw refuse('a dividend share is at most 10000 basis points');
  }
  if (new Set(offer.tiers.map((tier) => tier.min)).size !== offer.tiers.length) throw refuse('two tiers with the same min');
}

/** Every agent of a merchant with its contracts (the admin list), newest first. */
export async function contractsOfMerchant(db: Db, merchantId: number, memberId?: number) {
  const agent = alias(members, 'agent');
  const rows = await db
    .select({ row: agentContracts, username: agent.username, offeredBy: upline.username })
    .from(agentContracts)
    .innerJoin(agent, eq(agent.id, agentContracts.memberId))
    .leftJoin(upline, eq(upline.id, agentContracts.offeredById))
    .where(and(eq(agentContracts.merchantId, merchantId), memberId === undefined ? undefined : eq(agentContracts.memberId, memberId)))
    .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
    .limit(200);
  return rows.map(({ row, username, offeredBy }) => ({ username, ...contractView(row, offeredBy) }));
}

import { eq } from 'drizzle-orm';
import {
  minorToWire,
  RG_COOLING_OFF_MS,
  RG_LIMIT_KINDS,
  RG_LIMIT_PERIODS,
  wireToMinor,
  type BodyOf,
  type contract,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgLimits,
} from '@playdeck/api';
import type { Db } from '../../db/database';
import { rgLimits } from '../../db/schema';
import type { Tx } from '../wallet/ledger';
import { lockMoneyProfile } from '../payment-password/money-profile';
import { recordRgChange, type RgSource } from './audit';
import { limitUsage, type Usage } from './limit-usage';

type LimitRow = typeof rgLimits.$inferSelect;

/** A limit as it stands at a moment: the amount in force (null: none) and a change still waiting, in minor units. */
export interface LimitState {
  kind: RgLimitKind;
  period: RgLimitPeriod;
  amount: number | null;
  pending: { amount: number | null; effectiveAt: Date } | null;
}

/** A pending change whose time has come is in force: read so, nothing sweeps the rows. */
export function limitState(kind: RgLimitKind, period: RgLimitPeriod, row: LimitRow | undefined, now: Date): LimitState {
  if (!row) return { kind, period, amount: null, pending: null };
  if (row.pendingAt && row.pendingAt <= now) return { kind, period, amount: row.pendingAmount, pending: null };
  return { kind, period, amount: row.amount, pending: row.pendingAt ? { amount: row.pendingAmount, effectiveAt: row.pendingAt } : null };
}

/** Every kind and period, in the contract's order. */
export async function memberLimits(db: Db | Tx, memberId: number, now: Date): Promise<LimitState[]> {
  const rows = await db.select().from(rgLimits).where(eq(rgLimits.memberId, memberId));
  return RG_LIMIT_KINDS.flatMap((kind) =>
    RG_LIMIT_PERIODS.map((period) =>
      limitState(
        kind,
        period,
        rows.find((row) => row.kind === kind && row.period === period),
        now,
      ),
    ),
  );
}

const leftOf = (limit: LimitState, usage: Usage) =>
  limit.amount === null ? null : Math.max(0, limit.amount - usage[limit.kind][limit.period]);

export function limitsView(limits: LimitState[], usage: Usage): RgLimits {
  return {
    limits: limits.map((limit) => {
      const left = leftOf(limit, usage);
      return {
        kind: limit.kind,
        period: limit.period,
        amount: limit.amount === null ? null : minorToWire(limit.amount),
        pending: limit.pending && {
          amount: limit.pending.amount === null ? null : minorToWire(limit.pending.amount),
          effectiveAt: limit.pending.effectiveAt.getTime(),
        },
        used: minorToWire(usage[limit.kind][limit.period]),
        left: left === null ? null : minorToWire(left),
      };
    }),
  };
}

export async function readLimits(db: Db | Tx, memberId: number, now: Date): Promise<RgLimits> {
  const [limits, usage] = await Promise.all([memberLimits(db, memberId, now), limitUsage(db, memberId, now)]);
  return limitsView(limits, usage);
}

/** The tightest limit in force and what is left of it (minor units), or null when the member has none. */
export async function depositRoom(
  tx: Tx,
  memberId: number,
  now: Date,
): Promise<{ kind: RgLimitKind; period: RgLimitPeriod; left: number } | null> {
  const limits = (await memberLimits(tx, memberId, now)).filter((limit) => limit.amount !== null);
  if (limits.length === 0) return null;
  const usage = await limitUsage(tx, memberId, now);
  return limits
    .map((limit) => ({ kind: limit.kind, period: limit.period, left: leftOf(limit, usage)! }))
    .reduce((tightest, limit) => (limit.left < tightest.left ? limit : tightest));
}

/** What a requested amount does to a limit: lower or first applies now, higher or removal waits, the same drops a wait. */
export function nextLimit(current: LimitState, requested: number | null, now: Date): LimitState {
  if (requested === current.amount) return { ...current, pending: null };
  const lower = requested !== null && (current.amount === null || requested < current.amount);
  if (lower) return { ...current, amount: requested, pending: null };
  // The same raise asked again keeps its time: asking twice does not restart the cooling-off.
  if (current.pending && current.pending.amount === requested) return current;
  return { ...current, pending: { amount: requested, effectiveAt: new Date(now.getTime() + RG_COOLING_OFF_MS) } };
}

const samePending = (a: LimitState['pending'], b: LimitState['pending']) =>
  a === b || (a !== null && b !== null && a.amount === b.amount && a.effectiveAt.getTime() === b.effectiveAt.getTime());

/**
 * Sets the limits asked for, under the member's money lock (a deposit request checks the limits under the same
 * lock, so none passes between the read and the write), each change with its line in the audit trail.
 */
export async function setLimits(
  db: Db,
  member: { id: number; merchantId: number },
  body: BodyOf<typeof contract.responsibleGaming.setLimits>,
  now: Date,
  by: RgSource,
): Promise<RgLimits> {
  return db.transaction(async (tx) => {
    await lockMoneyProfile(tx, member.id);
    const limits = await memberLimits(tx, member.id, now);
    for (const asked of body.limits) {
      const current = limits.find((limit) => limit.kind === asked.kind && limit.period === asked.period)!;
      const next = nextLimit(current, asked.amount === null ? null : wireToMinor(asked.amount), now);
      if (next.amount === current.amount && samePending(next.pending, current.pending)) continue;
      await tx
        .insert(rgLimits)
        .values({
          memberId: member.id,
          kind: next.kind,
          period: next.period,
          amount: next.amount,
          pendingAmount: next.pending?.amount ?? null,
          pendingAt: next.pending?.effectiveAt ?? null,
        })
        .onConflictDoUpdate({
          target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
          set: { amount: next.amount, pendingAmount: next.pending?.amount ?? null, pendingAt: next.pending?.effectiveAt ?? null },
        });
      await recordRgChange(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        now,
        by,
        action: next.pending ? 'limit.pending' : current.pending && next.amount === current.amount ? 'limit.pending.dropped' : 'limit.set',
        detail: {
          kind: next.kind,
          period: next.period,
          from: current.amount,
          to: next.pending ? next.pending.amount : next.amount,
          ...(next.pending && { effectiveAt: next.pending.effectiveAt.toISOString() }),
        },
      });
    }
    return limitsView(await memberLimits(tx, member.id, now), await limitUsage(tx, member.id, now));
  });
}

import { and, asc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { minorToWire, type RgLimits } from '@playdeck/api';
import { members, merchants, rgAudit, rgBreaks, rgLimits } from '../db/schema';
import { activeBreak } from '../modules/responsible-gaming/breaks';
import { recordRgChange } from '../modules/responsible-gaming/audit';
import { limitUsage } from '../modules/responsible-gaming/limit-usage';
import { memberLimits, readLimits } from '../modules/responsible-gaming/limits';
import type { PlatformServices } from '../services';
import { refuse } from './content-admin';
import { memberNamed } from './member-lookup';

/** Tenths of a limit a member must have used to be listed by near-limit: more than 8 (80 %). */
export const NEAR_LIMIT_TENTHS = 8;

export interface AdminRgBreak {
  kind: string;
  startedAt: string;
  endsAt: string;
  liftedAt: string | null;
}

/** One member's responsible-gaming state as `rg show` prints it: limits, breaks and the trail of every change. */
export interface AdminRg {
  merchant: string;
  username: string;
  limits: RgLimits['limits'];
  /** The break in force, if any. */
  inForce: AdminRgBreak | null;
  breaks: AdminRgBreak[];
  audit: { at: string; source: string; action: string; detail: Record<string, unknown> }[];
}

const adminBreak = (row: typeof rgBreaks.$inferSelect): AdminRgBreak => ({
  kind: row.kind,
  startedAt: row.startedAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  liftedAt: row.liftedAt?.toISOString() ?? null,
});

export async function showRg(services: PlatformServices, request: { username: string; merchant?: string }): Promise<AdminRg> {
  const member = await memberNamed(services, request.username, request.merchant);
  const now = services.now();
  const { db } = services;
  const [limits, inForce, breaks, audit] = await Promise.all([
    readLimits(db, member.id, now),
    activeBreak(db, member.id, now),
    db.select().from(rgBreaks).where(eq(rgBreaks.memberId, member.id)).orderBy(asc(rgBreaks.startedAt), asc(rgBreaks.id)),
    db.select().from(rgAudit).where(eq(rgAudit.memberId, member.id)).orderBy(asc(rgAudit.createdAt), asc(rgAudit.id)),
  ]);
  return {
    merchant: member.merchant,
    username: member.username,
    limits: limits.limits,
    inForce: inForce ? adminBreak(inForce) : null,
    breaks: breaks.map(adminBreak),
    audit: audit.map((row) => ({ at: row.createdAt.toISOString(), source: row.source, action: row.action, detail: row.detail })),
  };
}

/**
 * Ends a time-out in force now, with the operator's reason in the audit trail. A self-exclusion is never lifted
 * before its end: the member chose it to be beyond anyone's reach, the operator's too.
 */
export async function liftTimeOut(
  services: PlatformServices,
  request: { username: string; merchant?: string; reason: string },
): Promise<AdminRg> {
  const reason = request.reason.trim();
  if (!reason) throw refuse('a lift needs a reason');
  const member = await memberNamed(services, request.username, request.merchant);
  const now = services.now();
  await services.db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    const standing = await activeBreak(tx, member.id, now);
    if (!standing) throw refuse(`${member.username} has no time-out in force`);
    if (standing.kind === 'SELF_EXCLUSION')
      throw refuse(
        `${member.username} is self-excluded until ${standing.endsAt.toISOString()}: a self-exclusion is never lifted before its end`,
      );
    // Every time-out in force goes: a longer one under it would otherwise take over.
    const lifted = await tx
      .update(rgBreaks)
      .set({ liftedAt: now })
      .where(and(eq(rgBreaks.memberId, member.id), eq(rgBreaks.kind, 'TIME_OUT'), isNull(rgBreaks.liftedAt), gt(rgBreaks.endsAt, now)))
      .returning();
    await recordRgChange(tx, {
      merchantId: member.merchantId,
      memberId: member.id,
      now,
      by: { source: 'OPERATOR', reason },
      action: 'break.lift',
      detail: { kind: 'TIME_OUT', endsAt: standing.endsAt.toISOString(), lifted: lifted.length },
    });
  });
  return showRg(services, { username: member.username, merchant: member.merchant });
}

export interface NearLimit {
  merchant: string;
  username: string;
  kind: string;
  period: string;
  /** The limit and what its window counted, money (as the contract's amounts). */
  amount: number;
  used: number;
  /** Percent of the limit used, whole. */
  percent: number;
}

/** Members who have used more than 80 % of a limit in force (NEAR_LIMIT_TENTHS), the fullest first. */
export async function nearLimit(services: PlatformServices, request: { merchant?: string }): Promise<NearLimit[]> {
  const now = services.now();
  const { db } = services;
  const limited = await db
    .selectDistinct({ id: members.id, username: members.username, merchant: merchants.code })
    .from(rgLimits)
    .innerJoin(members, eq(members.id, rgLimits.memberId))
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(
      and(
        or(isNotNull(rgLimits.amount), isNotNull(rgLimits.pendingAmount)),
        request.merchant ? eq(merchants.code, request.merchant) : undefined,
      ),
    );
  const rows: NearLimit[] = [];
  for (const member of limited) {
    const [limits, usage] = await Promise.all([memberLimits(db, member.id, now), limitUsage(db, member.id, now)]);
    for (const limit of limits) {
      if (limit.amount === null) continue;
      // Minor units throughout: more than 80 % used is used * 10 > amount * 8.
      const used = usage[limit.kind][limit.period];
      if (used * 10 <= limit.amount * NEAR_LIMIT_TENTHS) continue;
      rows.push({
        merchant: member.merchant,
        username: member.username,
        kind: limit.kind,
        period: limit.period,
        amount: minorToWire(limit.amount),
        used: minorToWire(used),
        percent: Math.floor((used * 100) / limit.amount),
      });
    }
  }
  return rows.sort((a, b) => b.percent - a.percent || a.username.localeCompare(b.username));
}

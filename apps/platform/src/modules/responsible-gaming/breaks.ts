import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { RG_SELF_EXCLUSIONS, type RgBreakDuration } from '@playdeck/api';
import type { Db } from '../../db/database';
import { members, rgBreaks } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { Tx } from '../wallet/ledger';
import { recordRgChange, type RgSource } from './audit';

export type BreakRow = typeof rgBreaks.$inferSelect;
export type BreakKind = BreakRow['kind'];

const DAY_MS = 86_400_000;

/** When a break taken now ends: days exactly, months and years by the UTC calendar. */
export function breakEnd(duration: RgBreakDuration, now: Date): Date {
  const days = { '24H': 1, '7D': 7, '30D': 30, '6W': 42 } as const;
  if (duration in days) return new Date(now.getTime() + days[duration as keyof typeof days] * DAY_MS);
  const end = new Date(now);
  if (duration === '6M') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (duration === '1Y' ? 1 : 5));
  return end;
}

export const breakKind = (duration: RgBreakDuration): BreakKind =>
  (RG_SELF_EXCLUSIONS as readonly string[]).includes(duration) ? 'SELF_EXCLUSION' : 'TIME_OUT';

/** The break in force (the one ending last), if any. */
export async function activeBreak(db: Db | Tx, memberId: number, now: Date): Promise<BreakRow | undefined> {
  const [row] = await db
    .select()
    .from(rgBreaks)
    .where(and(eq(rgBreaks.memberId, memberId), gt(rgBreaks.endsAt, now), isNull(rgBreaks.liftedAt)))
    .orderBy(desc(rgBreaks.endsAt))
    .limit(1);
  return row;
}

export function breakRefusal(row: BreakRow): PlatformError {
  const selfExcluded = row.kind === 'SELF_EXCLUSION';
  const options = {
    status: 403,
    message: `${selfExcluded ? 'self-excluded' : 'on a time-out'} until ${row.endsAt.toISOString()}`,
    value: { endsAt: row.endsAt.getTime() },
  };
  return selfExcluded ? new PlatformError('rg.self.excluded', options) : new PlatformError('rg.time.out', options);
}

/** Refuses sign-in, deposits and game launch while a time-out or self-exclusion is in force. */
export async function refuseDuringBreak(db: Db | Tx, memberId: number, now: Date): Promise<void> {
  const row = await activeBreak(db, memberId, now);
  if (row) throw breakRefusal(row);
}

/**
 * Starts a break, with the member row locked so two at once are applied one after the other. One in force
 * that ends later stands: a break is never shortened, so the new one is refused with the standing one's code.
 */
export async function startBreak(
  db: Db,
  member: { id: number; merchantId: number },
  duration: RgBreakDuration,
  now: Date,
  by: RgSource,
): Promise<BreakRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    const standing = await activeBreak(tx, member.id, now);
    const endsAt = breakEnd(duration, now);
    if (standing && standing.endsAt >= endsAt) throw breakRefusal(standing);
    const [row] = await tx
      .insert(rgBreaks)
      .values({ memberId: member.id, kind: breakKind(duration), startedAt: now, endsAt })
      .returning();
    await recordRgChange(tx, {
      merchantId: member.merchantId,
      memberId: member.id,
      now,
      by,
      action: 'break.start',
      detail: { kind: row!.kind, duration, endsAt: endsAt.toISOString() },
    });
    return row!;
  });
}

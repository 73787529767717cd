import { eq, sql } from 'drizzle-orm';
import { minorToWire, type RgRealityCheck, type RgRealityCheckMinutes } from '@playdeck/api';
import type { Db } from '../../db/database';
import { rgRealityChecks } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Wins minus stakes of the member's game rounds since `since`, in minor units: the member's wallet legs of the
 * ledger's bet and win postings (a bet's leg is negative), so it is what the rounds did to the balance.
 */
export async function roundsNet(db: Db, memberId: number, since: Date): Promise<number> {
  const result = await db.execute(sql`
    SELECT coalesce(sum(l.amount), 0)::text AS net
    FROM postings p JOIN ledger l ON l.posting_id = p.id AND l.wallet_id IS NOT NULL
    WHERE p.member_id = ${memberId} AND p.kind IN ('bet', 'win') AND p.created_at >= ${since.toISOString()}::timestamptz`);
  return Number(rowsOf<{ net: string }>(result)[0]!.net);
}

export async function realityCheckInterval(db: Db, memberId: number): Promise<RgRealityCheckMinutes | null> {
  const [row] = await db
    .select({ intervalMinutes: rgRealityChecks.intervalMinutes })
    .from(rgRealityChecks)
    .where(eq(rgRealityChecks.memberId, memberId));
  return (row?.intervalMinutes as RgRealityCheckMinutes | undefined) ?? null;
}

/** Off removes the row: no row is off. */
export async function setRealityCheckInterval(db: Db, memberId: number, intervalMinutes: RgRealityCheckMinutes | null): Promise<void> {
  if (intervalMinutes === null) {
    await db.delete(rgRealityChecks).where(eq(rgRealityChecks.memberId, memberId));
    return;
  }
  await db
    .insert(rgRealityChecks)
    .values({ memberId, intervalMinutes })
    .onConflictDoUpdate({ target: rgRealityChecks.memberId, set: { intervalMinutes } });
}

/** The answer of both reality-check calls, for the session that signed in at `signedInAt`. */
export async function readRealityCheck(db: Db, memberId: number, signedInAt: Date, now: Date): Promise<RgRealityCheck> {
  const [intervalMinutes, net] = await Promise.all([realityCheckInterval(db, memberId), roundsNet(db, memberId, signedInAt)]);
  return { intervalMinutes, signedInAt: signedInAt.getTime(), now: now.getTime(), net: minorToWire(net) };
}

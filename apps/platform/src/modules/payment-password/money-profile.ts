import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { memberMoneyProfiles, memberRegistrations } from '../../db/schema';
import type { Tx } from '../wallet/ledger';

export type MoneyProfile = typeof memberMoneyProfiles.$inferSelect;

/**
 * The member's money profile, locked FOR UPDATE until the transaction ends: money requests of one member
 * (request ids, pending and card limits, payment password attempts) run one after another.
 */
export async function lockMoneyProfile(tx: Tx, memberId: number): Promise<MoneyProfile> {
  await tx.insert(memberMoneyProfiles).values({ memberId }).onConflictDoNothing();
  const [profile] = await tx.select().from(memberMoneyProfiles).where(eq(memberMoneyProfiles.memberId, memberId)).for('update');
  return profile!;
}

/** The real name and payment password, the profile's own or else the ones given at registration. */
export async function moneyIdentity(
  db: Db | Tx,
  memberId: number,
): Promise<{ realName: string | null; paymentPasswordHash: string | null; profile: MoneyProfile | undefined }> {
  const [profile] = await db.select().from(memberMoneyProfiles).where(eq(memberMoneyProfiles.memberId, memberId));
  const [registration] = await db
    .select({ payeeName: memberRegistrations.payeeName, paymentPasswordHash: memberRegistrations.paymentPasswordHash })
    .from(memberRegistrations)
    .where(eq(memberRegistrations.memberId, memberId));
  return {
    realName: profile?.realName ?? registration?.payeeName ?? null,
    paymentPasswordHash: profile?.paymentPasswordHash ?? registration?.paymentPasswordHash ?? null,
    profile,
  };
}

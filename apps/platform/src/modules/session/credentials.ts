import { and, eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Member } from '../../http/request-context';
import { hashPassword, verifyPassword } from '../../security/password';
import type { PlatformServices } from '../../services';
import { dropPasswordReset, redeemPasswordReset } from './password-resets';

// Checked when the user name is unknown, so that answer takes as long as a wrong password (per cost: N).
const decoyHashes = new Map<number, Promise<string>>();

/** The member whose password (or live temporary password) this is, or undefined; unknown names cost the same time. */
export async function memberByPassword(
  services: PlatformServices,
  merchantId: number,
  username: string,
  password: string,
): Promise<Member | undefined> {
  const [found] = await services.db
    .select({ member: members, hasReset: sql<boolean>`exists (select 1 from password_resets where member_id = ${members.id})` })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.username}) = lower(${username})`))
    .limit(1);
  const member = found?.member;
  if (!member) {
    const cost = services.config.passwordCost;
    if (!decoyHashes.has(cost.N)) decoyHashes.set(cost.N, hashPassword('decoy password', cost));
    await verifyPassword(password, await decoyHashes.get(cost.N)!);
    return undefined;
  }
  if (await verifyPassword(password, member.passwordHash)) {
    if (found.hasReset) await dropPasswordReset(services, member.id);
    return member;
  }
  return found.hasReset && (await redeemPasswordReset(services, member, password)) ? member : undefined;
}

export async function setPassword(services: PlatformServices, memberId: number, password: string): Promise<void> {
  await services.db
    .update(members)
    .set({ passwordHash: await hashPassword(password, services.config.passwordCost) })
    .where(eq(members.id, memberId));
  await dropPasswordReset(services, memberId);
}

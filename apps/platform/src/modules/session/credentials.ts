import { and, eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Member } from '../../http/request-context';
import type { PlatformServices } from '../../services';
import { dropPasswordReset, redeemPasswordReset } from './password-resets';

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
    await services.passwords.verifyDecoy(password);
    return undefined;
  }
  if (await services.passwords.verify(password, member.passwordHash)) {
    if (found.hasReset) await dropPasswordReset(services, member.id);
    return upgradePasswordHash(services, member, password);
  }
  return found.hasReset && (await redeemPasswordReset(services, member, password)) ? member : undefined;
}

/**
 * A hash of earlier versions (scrypt) or below today's cost, which `password` has just matched, is replaced
 * by an Argon2id one at the configured cost; unless the password changed meanwhile.
 */
async function upgradePasswordHash(services: PlatformServices, member: Member, password: string): Promise<Member> {
  const upgraded = await services.passwords.upgrade(password, member.passwordHash);
  if (!upgraded) return member;
  await services.db
    .update(members)
    .set({ passwordHash: upgraded })
    .where(and(eq(members.id, member.id), eq(members.passwordHash, member.passwordHash)));
  return { ...member, passwordHash: upgraded };
}

export async function setPassword(services: PlatformServices, memberId: number, password: string): Promise<void> {
  await services.db
    .update(members)
    .set({ passwordHash: await services.passwords.hash(password) })
    .where(eq(members.id, memberId));
  await dropPasswordReset(services, memberId);
}

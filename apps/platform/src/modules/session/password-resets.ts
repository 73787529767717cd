import { and, eq, gt } from 'drizzle-orm';
import { members, passwordResets } from '../../db/schema';
import type { Member } from '../../http/request-context';
import { temporaryPassword } from '../../security/secrets';
import type { PlatformServices } from '../../services';

const RESET_TTL_MS = 30 * 60_000;
export const RESET_TTL_MINUTES = RESET_TTL_MS / 60_000;

/**
 * A temporary password for a forgotten one. It works beside the old password, so a stranger who knows a
 * user name and e-mail cannot lock the owner out; it replaces the old one when first used.
 */
export async function issuePasswordReset(services: PlatformServices, memberId: number): Promise<string> {
  const password = temporaryPassword();
  const row = {
    passwordHash: await services.passwords.hash(password),
    expiresAt: new Date(services.now().getTime() + RESET_TTL_MS),
  };
  await services.db
    .insert(passwordResets)
    .values({ memberId, ...row })
    .onConflictDoUpdate({ target: passwordResets.memberId, set: row });
  return password;
}

/** True when `password` is the member's live temporary password, which then becomes the password. */
export async function redeemPasswordReset(services: PlatformServices, member: Member, password: string): Promise<boolean> {
  const [reset] = await services.db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.memberId, member.id), gt(passwordResets.expiresAt, services.now())));
  if (!reset || !(await services.passwords.verify(password, reset.passwordHash))) return false;
  await services.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash: reset.passwordHash }).where(eq(members.id, member.id));
    await tx.delete(passwordResets).where(eq(passwordResets.memberId, member.id));
  });
  return true;
}

/** Once the member proves the password or sets a new one, an outstanding temporary password is withdrawn. */
export async function dropPasswordReset(services: PlatformServices, memberId: number): Promise<void> {
  await services.db.delete(passwordResets).where(eq(passwordResets.memberId, memberId));
}

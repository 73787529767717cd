import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { members, merchants, sessions } from '../../db/schema';
import { hashToken } from '../../http/authenticate';
import type { TestPlatform } from '../../testing/test-platform';

/** Tests only: a live session for a demo member, made directly in the database (no login call needed). */
export async function loginAs(
  platform: TestPlatform,
  username: string,
  merchantCode = 'PLAYDECK',
): Promise<{ token: string; memberId: number }> {
  const { db, now } = platform.services;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, merchantCode));
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.username, username)));
  if (!member) throw new Error(`no member ${username} on ${merchantCode}`);
  const token = randomBytes(24).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId: member.id,
    merchantId: merchant.id,
    expiresAt: new Date(now().getTime() + 3_600_000),
  });
  return { token, memberId: member.id };
}

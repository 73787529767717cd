import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { members, merchants, sessions } from '../db/schema';
import { hashToken } from '../http/authenticate';
import type { TestPlatform } from './test-platform';

async function merchantByCode(platform: TestPlatform, code: string) {
  const [merchant] = await platform.services.db.select().from(merchants).where(eq(merchants.code, code));
  if (!merchant) throw new Error(`no merchant ${code}`);
  return merchant;
}

async function openSession(platform: TestPlatform, memberId: number, merchantId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = platform.services.now();
  await platform.services.db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    merchantId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return token;
}

/** A live session token for a seeded member, written straight to the sessions table. */
export async function signIn(
  platform: TestPlatform,
  username = 'member01',
  merchantCode = 'PLAYDECK',
): Promise<{ token: string; memberId: number }> {
  const merchant = await merchantByCode(platform, merchantCode);
  const [member] = await platform.services.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.username, username)));
  if (!member) throw new Error(`no member ${username} on ${merchantCode}`);
  return { token: await openSession(platform, member.id, merchant.id), memberId: member.id };
}

/** A new trial user of `<merchantCode>trial` and its session. */
export async function signInTrial(
  platform: TestPlatform,
  merchantCode = 'PLAYDECK',
): Promise<{ token: string; memberId: number; merchant: string }> {
  const merchant = await merchantByCode(platform, `${merchantCode}trial`);
  const [member] = await platform.services.db
    .insert(members)
    .values({ merchantId: merchant.id, username: `trial${randomBytes(4).toString('hex')}`, passwordHash: '-', isTrial: true })
    .returning({ id: members.id });
  return { token: await openSession(platform, member!.id, merchant.id), memberId: member!.id, merchant: merchant.code };
}

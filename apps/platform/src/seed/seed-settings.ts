import { asc, inArray } from 'drizzle-orm';
import { memberAvatars, members } from '../db/schema';
import type { PlatformServices } from '../services';

/** Demo members with a static avatar chosen, on every merchant (the others show their initial until they pick one). */
export const DEMO_AVATARS: Readonly<Record<string, string>> = { agent01: '8.png', agent02: '11.png' };

export async function seedSettings(services: PlatformServices): Promise<void> {
  const demo = await services.db
    .select({ id: members.id, merchantId: members.merchantId, username: members.username })
    .from(members)
    .where(inArray(members.username, Object.keys(DEMO_AVATARS)))
    .orderBy(asc(members.id));
  if (demo.length === 0) return;
  await services.db.insert(memberAvatars).values(
    demo.map((member) => ({
      memberId: member.id,
      merchantId: member.merchantId,
      avatarType: 'STATIC' as const,
      staticAvatar: DEMO_AVATARS[member.username]!,
      updatedAt: services.now(),
    })),
  );
}

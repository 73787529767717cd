import { and, asc, inArray } from 'drizzle-orm';
import { memberAvatars, members } from '../db/schema';
import type { PlatformServices } from '../services';
import { scopeMerchantIds, type SeedScope } from './scope';

/** Demo members with a static avatar chosen, on every merchant (the others show their initial until they pick one). */
export const DEMO_AVATARS: Readonly<Record<string, string>> = { agent01: '8.png', agent02: '11.png' };

export async function seedSettings(services: PlatformServices, scope: SeedScope): Promise<void> {
  const merchantIds = await scopeMerchantIds(services, scope);
  if (merchantIds.length === 0) return;
  const demo = await services.db
    .select({ id: members.id, merchantId: members.merchantId, username: members.username })
    .from(members)
    .where(and(inArray(members.username, Object.keys(DEMO_AVATARS)), inArray(members.merchantId, merchantIds)))
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

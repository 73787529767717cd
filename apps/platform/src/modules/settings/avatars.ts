import { eq } from 'drizzle-orm';
import type { contract, BodyOf, ValueOf } from '@playdeck/api';
import { memberAvatars } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { releaseUploads, useUploads } from '../../uploads/uploads';
import { isStaticAvatar } from './static-avatars';

type Avatar = ValueOf<typeof contract.headIcon.get>;
type AvatarChoice = BodyOf<typeof contract.headIcon.set>;

const NO_AVATAR: Avatar = { avatar: null, avatarType: null };

/** What an avatar upload is used by, in the uploads table: one per member, the current one. */
const avatarUse = (memberId: number) => `avatar:${memberId}`;

/** The signed-in member's head icon; none until one is chosen. */
export async function memberAvatar(ctx: CallContext): Promise<Avatar> {
  const [row] = await ctx.services.db.select().from(memberAvatars).where(eq(memberAvatars.memberId, ctx.member!.id));
  if (!row) return NO_AVATAR;
  return row.avatarType === 'STATIC' ? { avatarType: 'STATIC', avatar: row.staticAvatar } : { avatarType: 'CUSTOM', avatar: row.uploadId };
}

/**
 * Sets the head icon: a static avatar of the list, or an image this member uploaded and no other record
 * uses (`upload.not.found` / `upload.in.use`, naming the field). The previous custom avatar's upload is
 * freed; the new one is marked as the avatar's.
 */
export async function setMemberAvatar(ctx: CallContext, choice: AvatarChoice): Promise<Avatar> {
  const member = ctx.member!;
  const owner = { merchantId: ctx.merchant.id, memberId: member.id };
  if (choice.avatarType === 'STATIC' && !isStaticAvatar(choice.avatar)) {
    throw new PlatformError('request_param_err', { message: 'avatar: no such static avatar', value: { field: 'avatar' } });
  }
  const custom = choice.avatarType === 'CUSTOM';
  const values = {
    merchantId: ctx.merchant.id,
    avatarType: choice.avatarType,
    staticAvatar: custom ? null : choice.avatar,
    uploadId: custom ? choice.avatar : null,
    updatedAt: ctx.services.now(),
  };
  await ctx.services.db.transaction(async (tx) => {
    if (custom) await useUploads(tx, owner, [choice.avatar], avatarUse(member.id), 'avatar');
    await releaseUploads(tx, avatarUse(member.id), custom ? [choice.avatar] : []);
    await tx
      .insert(memberAvatars)
      .values({ memberId: member.id, ...values })
      .onConflictDoUpdate({ target: memberAvatars.memberId, set: values });
  });
  return memberAvatar(ctx);
}

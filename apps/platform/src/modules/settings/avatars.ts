import { eq } from 'drizzle-orm';
import type { contract, BodyOf, ValueOf } from '@playdeck/api';
import { memberAvatars } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';
import { isStaticAvatar } from './static-avatars';

type Avatar = ValueOf<typeof contract.headIcon.get>;
type AvatarChoice = BodyOf<typeof contract.headIcon.set>;

const NO_AVATAR: Avatar = { avatar: null, avatarType: null };

const refuseAvatar = (message: string) =>
  new PlatformError('request_param_err', { message: `avatar: ${message}`, value: { field: 'avatar' } });

/** The signed-in member's head icon; none until one is chosen. */
export async function memberAvatar(ctx: CallContext): Promise<Avatar> {
  const [row] = await ctx.services.db.select().from(memberAvatars).where(eq(memberAvatars.memberId, ctx.member!.id));
  if (!row) return NO_AVATAR;
  return row.avatarType === 'STATIC' ? { avatarType: 'STATIC', avatar: row.staticAvatar } : { avatarType: 'CUSTOM', avatar: row.uploadId };
}

/** Sets the head icon: a static avatar of the list, or an image this member uploaded. */
export async function setMemberAvatar(ctx: CallContext, choice: AvatarChoice): Promise<Avatar> {
  const member = ctx.member!;
  if (choice.avatarType === 'STATIC' && !isStaticAvatar(choice.avatar)) throw refuseAvatar('no such static avatar');
  if (choice.avatarType === 'CUSTOM') throw refuseAvatar('not an upload of this member');
  const values = {
    merchantId: ctx.merchant.id,
    avatarType: choice.avatarType,
    staticAvatar: choice.avatar,
    uploadId: null,
    updatedAt: ctx.services.now(),
  };
  await ctx.services.db
    .insert(memberAvatars)
    .values({ memberId: member.id, ...values })
    .onConflictDoUpdate({ target: memberAvatars.memberId, set: values });
  return memberAvatar(ctx);
}

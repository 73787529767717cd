import { and, eq } from 'drizzle-orm';
import type { contract, ValueOf } from '@playdeck/api';
import { members } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { maskEmail } from '../security/masks';

type Profile = ValueOf<typeof contract.settings.profile>;

/** The signed-in member's nickname, account and masked e-mail. */
export function memberProfile(ctx: CallContext): Profile {
  const member = ctx.member!;
  return { nickname: member.nickname, account: member.username, maskedEmail: member.email ? maskEmail(member.email) : null };
}

/** Sets the nickname of the signed-in member of this merchant (the body is already checked by the contract). */
export async function setNickname(ctx: CallContext, nickname: string): Promise<{ nickname: string }> {
  const member = ctx.member!;
  await ctx.services.db
    .update(members)
    .set({ nickname })
    .where(and(eq(members.id, member.id), eq(members.merchantId, ctx.merchant.id)));
  return { nickname };
}

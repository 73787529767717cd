import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { memberIdentities, members } from '../../db/schema';
import type { CallContext, Member } from '../../http/request-context';
import { newSessionToken } from '../../security/secrets';
import { insertMember } from './create-member';
import type { VerifiedIdentity } from './identity-tokens';

type ProviderIdentity = VerifiedIdentity & { channel: 'google' | 'facebook' };

/** `g` or `f` and 11 letters and digits from the account id: the same account always gets the same name. */
export function providerUsername(identity: Pick<ProviderIdentity, 'channel' | 'subject'>): string {
  const digest = BigInt(`0x${createHash('sha256').update(`${identity.channel}:${identity.subject}`).digest('hex').slice(0, 16)}`);
  return `${identity.channel[0]}${digest.toString(36).padStart(11, '0').slice(-11)}`;
}

async function linkedMember(ctx: CallContext, identity: ProviderIdentity): Promise<Member | undefined> {
  const [row] = await ctx.services.db
    .select({ member: members })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(
      and(
        eq(memberIdentities.merchantId, ctx.merchant.id),
        eq(memberIdentities.provider, identity.channel),
        eq(memberIdentities.subject, identity.subject),
      ),
    )
    .limit(1);
  return row?.member;
}

/**
 * The member a Google or Facebook account signs in: the one linked to it on this merchant, or a new member
 * (type 0) made and linked in one transaction. The new member has a random password it never hears of; it
 * signs in with its provider and can set a password by phone later. Two first logins at once make one member.
 */
export async function memberForProviderIdentity(ctx: CallContext, identity: ProviderIdentity, loginDeviceId: string): Promise<Member> {
  const linked = await linkedMember(ctx, identity);
  if (linked) return linked;
  const now = ctx.services.now();
  const passwordHash = await ctx.services.passwords.hash(newSessionToken());
  try {
    return await ctx.services.db.transaction(async (tx) => {
      const member = await insertMember(
        tx,
        ctx,
        now,
        {
          username: providerUsername(identity),
          passwordHash,
          nickname: identity.name?.slice(0, 20) || null,
          email: identity.email ?? null,
        },
        { registerMethod: 'H5', loginDeviceId: loginDeviceId.toLowerCase(), contacts: {} },
      );
      await tx.insert(memberIdentities).values({
        merchantId: ctx.merchant.id,
        memberId: member.id,
        provider: identity.channel,
        subject: identity.subject,
        createdAt: now,
      });
      return member;
    });
  } catch (error) {
    // The other first login won the race: sign in the member it made.
    const winner = await linkedMember(ctx, identity);
    if (winner) return winner;
    throw error;
  }
}

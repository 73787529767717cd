import { and, eq } from 'drizzle-orm';
import { contract } from '@playdeck/api';
import { members, merchants, trialDevices } from '../../db/schema';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { CallContext, Member, Merchant } from '../../http/request-context';
import { randomDigits } from '../../security/secrets';
import type { PlatformModule } from '../platform-module';
import { startSession } from './sessions';

// Trial members never log in with a password; verifyPassword refuses anything not scrypt.
const NO_PASSWORD = 'none';

/** The free-play merchant (`<code>trial`) of the merchant named in the request, when free play is on. */
async function trialMerchantOf(ctx: CallContext): Promise<Merchant> {
  const trial = ctx.merchant.isTrial
    ? ctx.merchant
    : (
        await ctx.services.db
          .select()
          .from(merchants)
          .where(and(eq(merchants.parentId, ctx.merchant.id), eq(merchants.isTrial, true)))
          .limit(1)
      )[0];
  if (!trial || !ctx.merchant.modules['FREEPLAY3'])
    throw new PlatformError('function.not.available', { status: 403, message: 'free play is off' });
  return trial;
}

async function createTrialMember(ctx: CallContext, merchant: Merchant, loginDeviceId: string): Promise<Member> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [member] = await ctx.services.db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username: `guest${randomDigits(8)}`,
        passwordHash: NO_PASSWORD,
        isTrial: true,
        createdAt: ctx.services.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!member) continue;
    await ctx.services.db
      .insert(trialDevices)
      .values({ merchantId: merchant.id, loginDeviceId, memberId: member.id })
      .onConflictDoUpdate({ target: [trialDevices.merchantId, trialDevices.loginDeviceId], set: { memberId: member.id } });
    return member;
  }
  throw new Error('no free trial user name after 5 tries');
}

async function deviceTrialMember(ctx: CallContext, merchant: Merchant, loginDeviceId: string): Promise<Member | undefined> {
  const [found] = await ctx.services.db
    .select({ member: members })
    .from(trialDevices)
    .innerJoin(members, eq(members.id, trialDevices.memberId))
    .where(and(eq(trialDevices.merchantId, merchant.id), eq(trialDevices.loginDeviceId, loginDeviceId), eq(members.status, 'active')));
  return found?.member;
}

/** Free play: trial members on the `<code>trial` merchant, whose sessions the client then calls with that Merchant header. */
export const registerTrial: PlatformModule = (app, services) => {
  const limitNewTrials = (ctx: CallContext) =>
    hitRateLimit(ctx.services, { key: `trial:new:ip:${ctx.ip}`, limit: 10, windowMs: 3_600_000 });

  registerCall(app, services, contract.session.trialUser, async ({ body, ctx }) => {
    const merchant = await trialMerchantOf(ctx);
    await limitNewTrials(ctx);
    return startSession(ctx, await createTrialMember(ctx, merchant, body.loginDeviceId.toLowerCase()), merchant);
  });

  registerCall(app, services, contract.session.freeplayLogin, async ({ body, ctx }) => {
    const merchant = await trialMerchantOf(ctx);
    const device = body.loginDeviceId.toLowerCase();
    let member = await deviceTrialMember(ctx, merchant, device);
    if (!member) {
      await limitNewTrials(ctx);
      member = await createTrialMember(ctx, merchant, device);
    }
    return startSession(ctx, member, merchant);
  });

  registerCall(app, services, contract.session.trialAccount, async ({ ctx }) => {
    if (!ctx.member!.isTrial) throw new PlatformError('permission.denied', { status: 403, message: 'not a trial account' });
    return { userName: ctx.member!.username, merchantCode: ctx.merchant.code };
  });
};

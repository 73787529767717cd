import { and, eq, gt, isNull } from 'drizzle-orm';
import { contract } from '@playdeck/api';
import { members, merchants, sessions, trialDevices } from '../../db/schema';
import { hitRateLimit } from '../../http/rate-limit';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { CallContext, Member, Merchant } from '../../http/request-context';
import { hashSecret, randomDigits } from '../../security/secrets';
import type { PlatformModule } from '../platform-module';
import type { Tx } from '../wallet/ledger';
import { startSession } from './sessions';

// Trial members never log in with a password; no password verifies against what is not a hash.
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

class DeviceTaken extends Error {}

/** A new trial member of the merchant, under a random guest name (a clash is tried again by the caller). */
function newGuest(ctx: CallContext, merchant: Merchant) {
  return {
    merchantId: merchant.id,
    username: `guest${randomDigits(8)}`,
    passwordHash: NO_PASSWORD,
    isTrial: true,
    createdAt: ctx.services.now(),
  };
}

/**
 * A new trial member; `bindDevice` makes it the device's own unless the device has one already. For free
 * play the device must end with exactly one trial member even when its logins race: the member and the
 * device row go in one transaction, and the loser of the race (the device row exists) rolls its member back
 * and answers undefined, so the caller takes the winner's.
 */
async function createTrialMember(
  ctx: CallContext,
  merchant: Merchant,
  loginDeviceId: string,
  keyHash: string | null,
): Promise<Member | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const member = await ctx.services.db.transaction(async (tx) => {
        const [created] = await tx.insert(members).values(newGuest(ctx, merchant)).onConflictDoNothing().returning();
        if (!created) return undefined;
        const bound = await tx
          .insert(trialDevices)
          .values({ merchantId: merchant.id, loginDeviceId, memberId: created.id, keyHash })
          .onConflictDoNothing()
          .returning({ memberId: trialDevices.memberId });
        if (bound.length === 0) throw new DeviceTaken();
        return created;
      });
      if (member) return member;
    } catch (error) {
      if (error instanceof DeviceTaken) return undefined;
      throw error;
    }
  }
  throw new Error('no free trial user name after 5 tries');
}

/** `/wps/member/trialuser`: a new trial member each time; the device keeps the first one it had. */
async function createUnboundTrialMember(
  ctx: CallContext,
  merchant: Merchant,
  loginDeviceId: string,
  keyHash: string | null,
): Promise<Member> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [member] = await ctx.services.db.insert(members).values(newGuest(ctx, merchant)).onConflictDoNothing().returning();
    if (!member) continue;
    await ctx.services.db
      .insert(trialDevices)
      .values({ merchantId: merchant.id, loginDeviceId, memberId: member.id, keyHash })
      .onConflictDoNothing();
    return member;
  }
  throw new Error('no free trial user name after 5 tries');
}

interface DeviceBinding {
  member: Member;
  keyHash: string | null;
}

async function deviceBinding(ctx: CallContext, merchant: Merchant, loginDeviceId: string): Promise<DeviceBinding | undefined> {
  const [found] = await ctx.services.db
    .select({ member: members, keyHash: trialDevices.keyHash })
    .from(trialDevices)
    .innerJoin(members, eq(members.id, trialDevices.memberId))
    .where(and(eq(trialDevices.merchantId, merchant.id), eq(trialDevices.loginDeviceId, loginDeviceId), eq(members.status, 'active')));
  return found;
}

const hashDeviceKey = (key: string | undefined) => (key ? hashSecret('trial-device', key) : null);

/**
 * A device id is no secret (it travels in every login payload and captcha URL), so knowing one must not
 * take over the trial session playing on it. A device bound without a key (an older client) is resumed
 * only when none of its member's sessions is live; otherwise trial.device.in.use. Checked with the member
 * row locked, so of racing logins one wins and the others are refused; `claim` (keeping a key given now)
 * runs under the same lock.
 */
const refuseWhileLive = (ctx: CallContext, member: Member, claim?: (tx: Tx) => Promise<unknown>) => async (tx: Tx) => {
  const [live] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.memberId, member.id), isNull(sessions.endedAt), gt(sessions.expiresAt, ctx.services.now())))
    .limit(1);
  if (live) throw new PlatformError('trial.device.in.use', { status: 409, message: 'a free-play session is live on this device' });
  await claim?.(tx);
};

const deviceInUse = () =>
  new PlatformError('trial.device.in.use', { status: 409, message: 'the device plays free play under another key' });

/** Free play: trial members on the `<code>trial` merchant, whose sessions the client then calls with that Merchant header. */
export const registerTrial: PlatformModule = (app, services) => {
  const limitNewTrials = (ctx: CallContext) =>
    hitRateLimit(ctx.services, { key: `trial:new:ip:${ctx.ip}`, limit: 10, windowMs: 3_600_000 });

  registerCall(app, services, contract.session.trialUser, async ({ body, ctx }) => {
    const merchant = await trialMerchantOf(ctx);
    await limitNewTrials(ctx);
    const member = await createUnboundTrialMember(ctx, merchant, body.loginDeviceId.toLowerCase(), hashDeviceKey(body.deviceKey));
    return startSession(ctx, member, merchant);
  });

  registerCall(app, services, contract.session.freeplayLogin, async ({ body, ctx }) => {
    const merchant = await trialMerchantOf(ctx);
    const device = body.loginDeviceId.toLowerCase();
    const keyHash = hashDeviceKey(body.deviceKey);
    let bound = await deviceBinding(ctx, merchant, device);
    if (!bound) {
      await limitNewTrials(ctx);
      const created = await createTrialMember(ctx, merchant, device, keyHash);
      bound = created ? { member: created, keyHash } : await deviceBinding(ctx, merchant, device);
    }
    if (!bound) throw deviceInUse();
    const { member } = bound;
    // The key's holder is the device's player: its new session ends its own older ones, as any login does.
    if (bound.keyHash) {
      if (bound.keyHash !== keyHash) throw deviceInUse();
      return startSession(ctx, member, merchant);
    }
    // Bound without a key (an older client): resumed only while nothing plays on it; a key given now is kept.
    const claim = keyHash
      ? (tx: Tx) =>
          tx
            .update(trialDevices)
            .set({ keyHash })
            .where(and(eq(trialDevices.merchantId, merchant.id), eq(trialDevices.loginDeviceId, device)))
      : undefined;
    return startSession(ctx, member, merchant, { whileLocked: refuseWhileLive(ctx, member, claim) });
  });

  registerCall(app, services, contract.session.trialAccount, async ({ ctx }) => {
    if (!ctx.member!.isTrial) throw new PlatformError('permission.denied', { status: 403, message: 'not a trial account' });
    return { userName: ctx.member!.username, merchantCode: ctx.merchant.code };
  });
};

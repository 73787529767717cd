import { and, eq, sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext, Member } from '../../http/request-context';
import type { PlatformServices } from '../../services';
import type { Phone } from './phone';

/** The first member of the merchant that meets every condition. */
async function findMember(services: PlatformServices, merchantId: number, ...conditions: SQL[]): Promise<Member | undefined> {
  const [member] = await services.db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), ...conditions))
    .limit(1);
  return member;
}

export function findMemberByUsername(services: PlatformServices, merchantId: number, username: string): Promise<Member | undefined> {
  return findMember(services, merchantId, sql`lower(${members.username}) = lower(${username})`);
}

export function findMemberByPhone(services: PlatformServices, merchantId: number, phone: Phone): Promise<Member | undefined> {
  return findMember(services, merchantId, eq(members.countryDialingCode, phone.countryDialingCode), eq(members.mobile, phone.mobile));
}

/** The agent whose invitation code this is, on this merchant. */
export function findAgentByAffiliateCode(services: PlatformServices, merchantId: number, code: string): Promise<Member | undefined> {
  return findMember(
    services,
    merchantId,
    sql`lower(${members.affiliateCode}) = lower(${code})`,
    eq(members.status, 'active'),
    eq(members.isTrial, false),
  );
}

/** Accounts are made and entered on a real merchant; its `<code>trial` twin only serves free-play sessions. */
export function requireRealMerchant(ctx: CallContext): void {
  if (ctx.merchant.isTrial)
    throw new PlatformError('function.not.available', { status: 403, message: 'not available on a free-play merchant' });
}

/** The member whose number is this E.164 one (+84901234567), as phone auth names it: dialing code and number as one. */
export function findMemberByE164(services: PlatformServices, merchantId: number, e164: string): Promise<Member | undefined> {
  return findMember(services, merchantId, sql`'+' || ${members.countryDialingCode} || ${members.mobile} = ${e164}`);
}

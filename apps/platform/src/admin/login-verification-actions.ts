import { eq } from 'drizzle-orm';
import { members } from '../db/schema';
import type { PlatformServices } from '../services';
import { memberByUsername } from './member-lookup';

export interface LoginVerificationRequest {
  merchant: string;
  username: string;
  on: boolean;
}

/** A member's login verification switch, as the admin command reports it. */
export interface LoginVerificationState {
  merchant: string;
  username: string;
  loginPhoneVerification: boolean;
  /** The number a password login will ask to verify; without one the switch changes nothing. */
  mobile: string | null;
}

/**
 * Switches login verification by phone auth for one member (their password logins answer
 * `login_verify_required` until a phone-auth token for their number comes with them), the way the module
 * LOGINPHONEVERIF3 switches it for every member of a merchant.
 */
export async function setLoginVerification(services: PlatformServices, request: LoginVerificationRequest): Promise<LoginVerificationState> {
  const { member } = await memberByUsername(services, request.merchant, request.username);
  await services.db.update(members).set({ loginPhoneVerification: request.on }).where(eq(members.id, member.id));
  return {
    merchant: request.merchant,
    username: member.username,
    loginPhoneVerification: request.on,
    mobile: member.mobile && member.countryDialingCode ? `+${member.countryDialingCode}${member.mobile}` : null,
  };
}

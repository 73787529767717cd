import {
  DEV_IDENTITY_ISSUER,
  DEV_IDENTITY_TTL_SECONDS,
  encodeDevIdentityToken,
  SIGN_IN_PROVIDER,
  type IdentityChannel,
} from '@playdeck/api';
import { brand } from '@playdeck/brand';

export interface DevelopmentIdentity {
  /** The account id at the provider; the same id signs in the same member. */
  subject: string;
  email?: string;
  name?: string;
  /** Phone auth: the verified number, E.164. */
  phoneNumber?: string;
}

/**
 * A development identity token for this brand's merchant (libs/api identity-token.ts): what the development
 * adapters hand over instead of a provider's signed token. Only a platform outside production mode takes it.
 */
export function developmentIdentityToken(channel: IdentityChannel, identity: DevelopmentIdentity, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  return encodeDevIdentityToken({
    iss: DEV_IDENTITY_ISSUER,
    aud: brand.merchantCode,
    sub: identity.subject,
    iat,
    exp: iat + DEV_IDENTITY_TTL_SECONDS,
    ...(identity.email ? { email: identity.email } : {}),
    ...(identity.name ? { name: identity.name } : {}),
    ...(identity.phoneNumber ? { phone_number: identity.phoneNumber } : {}),
    firebase: { sign_in_provider: SIGN_IN_PROVIDER[channel] as 'google.com' | 'facebook.com' | 'phone' },
  });
}

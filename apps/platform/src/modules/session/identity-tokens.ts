import { decodeDevIdentityToken, DEV_IDENTITY_TTL_SECONDS, IDENTITY_CHANNELS, SIGN_IN_PROVIDER, type IdentityChannel } from '@playdeck/api';
import { PlatformError } from '../../http/platform-error';
import type { CallContext } from '../../http/request-context';

/** Who a verified identity token names. */
export interface VerifiedIdentity {
  channel: IdentityChannel;
  subject: string;
  email?: string;
  name?: string;
  /** Phone auth: the verified number, E.164. */
  phoneNumber?: string;
}

// A development token made a little in the future (a browser's clock ahead of ours) is still taken.
const CLOCK_SKEW_SECONDS = 60;

/** The login's `firebaseChannel`, or a translated refusal naming the field. */
export function identityChannel(value: string | undefined): IdentityChannel {
  const channel = IDENTITY_CHANNELS.find((known) => known === value);
  if (!channel)
    throw new PlatformError('request_param_err', {
      message: `firebaseChannel: one of ${IDENTITY_CHANNELS.join(', ')}`,
      value: { field: 'firebaseChannel' },
    });
  return channel;
}

/**
 * Checks a provider's identity token for this merchant. This platform holds no provider's keys: it verifies
 * the development tokens (libs/api identity-token.ts) and only outside production mode, so a production
 * platform answers `function.not.available` to every provider login rather than trust an unsigned token.
 */
export function verifyIdentityToken(ctx: CallContext, channel: IdentityChannel, token: string | undefined): VerifiedIdentity {
  if (ctx.services.config.mode === 'production')
    throw new PlatformError('function.not.available', { message: `no verifier for ${channel} identity tokens is configured` });
  const claims = token ? decodeDevIdentityToken(token) : undefined;
  const now = Math.floor(ctx.services.now().getTime() / 1000);
  const fresh = claims && claims.iat <= now + CLOCK_SKEW_SECONDS && claims.exp > now && claims.exp - claims.iat <= DEV_IDENTITY_TTL_SECONDS;
  const valid =
    claims &&
    fresh &&
    claims.aud === ctx.merchant.code &&
    claims.firebase.sign_in_provider === SIGN_IN_PROVIDER[channel] &&
    (channel !== 'sms' || claims.phone_number !== undefined);
  if (!valid) throw new PlatformError('identity.token.invalid', { status: 401, message: 'the identity token does not verify' });
  return { channel, subject: claims.sub, email: claims.email, name: claims.name, phoneNumber: claims.phone_number };
}

/**
 * A phone-auth token (channel sms) that verifies the number `e164` (+84901234567): the register, set-password and login-verification
 * proof that the player holds the number, in place of the platform's own SMS code.
 */
export function requirePhoneAuthFor(ctx: CallContext, e164: string, token: string | undefined): VerifiedIdentity {
  const identity = verifyIdentityToken(ctx, 'sms', token);
  if (identity.phoneNumber !== e164)
    throw new PlatformError('identity.token.invalid', { status: 401, message: 'the verified number is not this mobile number' });
  return identity;
}

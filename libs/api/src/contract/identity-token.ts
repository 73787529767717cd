import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/*
 * Identity tokens of the sign-in providers (`firebaseIdToken` in login, register and set password by phone).
 *
 * A real provider's token is a JWT signed by the provider; checking it needs the provider's keys and is the
 * operator platform's business. For development and tests there is one more kind, shaped like the tokens of
 * the Firebase Auth emulator: an unsigned JWT (`alg: none`) issued by `playdeck-dev-identity`. The
 * development adapters make them in the browser; apps/platform accepts them outside production mode only.
 */

/** The channels a `firebase` login names (`firebaseChannel`): the two social providers and phone auth. */
export const IDENTITY_CHANNELS = ['google', 'facebook', 'sms'] as const;
export type IdentityChannel = (typeof IDENTITY_CHANNELS)[number];

export const DEV_IDENTITY_ISSUER = 'playdeck-dev-identity';
/** How long a development token is good for after it is made, as Firebase ID tokens are (one hour). */
export const DEV_IDENTITY_TTL_SECONDS = 3600;

/** Firebase's `sign_in_provider` for each channel. */
export const SIGN_IN_PROVIDER: Readonly<Record<IdentityChannel, string>> = {
  google: 'google.com',
  facebook: 'facebook.com',
  sms: 'phone',
};

export const devIdentityClaimsSchema = lazySchema(() =>
  z.object({
    iss: z.literal(DEV_IDENTITY_ISSUER),
    /** The merchant code the token was made for: a token of one brand does not sign in on another. */
    aud: z.string().check(z.minLength(1), z.maxLength(64)),
    /** The provider's account id. */
    sub: z.string().check(z.regex(/^[A-Za-z0-9._@+-]{1,128}$/)),
    iat: z.number(),
    exp: z.number(),
    email: z.optional(z.string().check(z.maxLength(254))),
    name: z.optional(z.string().check(z.maxLength(100))),
    /** Phone auth: the verified number, E.164 (+84901234567). */
    phone_number: z.optional(z.string().check(z.regex(/^\+\d{6,18}$/))),
    firebase: z.object({ sign_in_provider: z.enum(['google.com', 'facebook.com', 'phone']) }),
  }),
);
export type DevIdentityClaims = z.output<ReturnType<typeof devIdentityClaimsSchema>>;

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

const HEADER = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));

/** A development identity token: an unsigned JWT with the claims (nothing after the second dot). */
export function encodeDevIdentityToken(claims: DevIdentityClaims): string {
  return `${HEADER}.${base64UrlEncode(JSON.stringify(claims))}.`;
}

/** The claims of a development identity token, or undefined for anything else (a real provider's token included). */
export function decodeDevIdentityToken(token: string): DevIdentityClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[2] !== '') return undefined;
  try {
    const header: unknown = JSON.parse(base64UrlDecode(parts[0]!));
    if (typeof header !== 'object' || header === null || (header as { alg?: unknown }).alg !== 'none') return undefined;
    const claims = devIdentityClaimsSchema().safeParse(JSON.parse(base64UrlDecode(parts[1]!)));
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}

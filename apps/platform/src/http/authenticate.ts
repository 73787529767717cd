import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CallAuth } from '@playdeck/api';
import { members, sessions } from '../db/schema';
import type { PlatformServices } from '../services';
import { PlatformError } from './platform-error';
import type { Member, Merchant, Session } from './request-context';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const token = header.trim();
  // The platform takes the raw token ("no Bearer prefix"); a prefixed one is tolerated, not required.
  const raw = token.startsWith('Bearer ') ? token.slice(7) : token;
  return /^[A-Za-z0-9_-]{16,128}$/.test(raw) ? raw : undefined;
}

export interface Authenticated {
  member: Member | null;
  session: Session | null;
}

/** Resolves the token to a live session of this merchant, or refuses as the call's `auth` demands. */
export async function authenticate(
  request: FastifyRequest,
  services: PlatformServices,
  merchant: Merchant,
  auth: CallAuth,
): Promise<Authenticated> {
  if (auth === 'none') return { member: null, session: null };
  const token = bearer(request);
  const found = token
    ? (
        await services.db
          .select({ session: sessions, member: members })
          .from(sessions)
          .innerJoin(members, eq(members.id, sessions.memberId))
          .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.merchantId, merchant.id)))
          .limit(1)
      )[0]
    : undefined;

  const refusal = (() => {
    if (!found) return new PlatformError('user.or.token.invalid', { status: 401 });
    if (found.session.endReason === 'login.elsewhere') return new PlatformError('login.not.session', { status: 401 });
    if (found.session.endedAt || found.session.expiresAt <= services.now())
      return new PlatformError('user.or.token.invalid', { status: 401 });
    if (found.member.status !== 'active') return new PlatformError('USER_NOT_EXIST', { status: 401 });
    return undefined;
  })();

  if (refusal) {
    if (auth === 'optional') return { member: null, session: null };
    throw refusal;
  }
  if (auth === 'real' && found!.member.isTrial) throw new PlatformError('trial.forbidden', { status: 403 });
  return { member: found!.member, session: found!.session };
}

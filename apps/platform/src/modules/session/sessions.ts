import { and, eq, isNull, ne } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import { hashToken } from '../../http/authenticate';
import type { CallContext, Member, Merchant } from '../../http/request-context';
import type { PlatformServices } from '../../services';
import { newSessionToken } from '../../security/secrets';
import type { Tx } from '../wallet/ledger';

export type EndReason = 'logout' | 'login.elsewhere' | 'password.changed';

export interface SessionInfo {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

/**
 * A new session for the member, ending its other live ones ('login.elsewhere': authenticate answers those
 * login.not.session). The member row is locked so two logins at once still leave one session.
 */
export async function startSession(
  ctx: CallContext,
  member: Member,
  merchant: Merchant = ctx.merchant,
  /** Runs with the member row locked, before the other sessions end: a throw there starts nothing. */
  options: { whileLocked?: (tx: Tx) => Promise<void> } = {},
): Promise<SessionInfo> {
  const { services } = ctx;
  const token = newSessionToken();
  const now = services.now();
  await services.db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    await options.whileLocked?.(tx);
    await tx
      .update(sessions)
      .set({ endedAt: now, endReason: 'login.elsewhere' })
      .where(and(eq(sessions.memberId, member.id), isNull(sessions.endedAt)));
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantId: merchant.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + services.config.sessionTtlMs),
      ip: ctx.ip,
    });
    if (member.firstTimeLogin) await tx.update(members).set({ firstTimeLogin: false }).where(eq(members.id, member.id));
  });
  return {
    token,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
    merchantCode: merchant.code,
  };
}

/** Ends the member's live sessions, but for `keepSessionId` (the caller's own, after a password change). */
export async function endSessions(services: PlatformServices, memberId: number, reason: EndReason, keepSessionId?: number): Promise<void> {
  await services.db
    .update(sessions)
    .set({ endedAt: services.now(), endReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.endedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

export async function endSession(services: PlatformServices, sessionId: number, reason: EndReason): Promise<void> {
  await services.db
    .update(sessions)
    .set({ endedAt: services.now(), endReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

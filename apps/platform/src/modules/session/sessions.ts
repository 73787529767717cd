import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import { hashToken } from '../../http/authenticate';
import { logMember } from '../../http/request-log';
import type { CallContext, Member, Merchant } from '../../http/request-context';
import type { PlatformServices } from '../../services';
import { newSessionToken } from '../../security/secrets';
import type { Tx } from '../wallet/ledger';
import { refuseDuringBreak } from '../responsible-gaming/breaks';

export type EndReason = 'logout' | 'logout.all' | 'login.elsewhere' | 'password.changed' | 'rg.break';

export interface SessionInfo {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  merchantCode: string;
}

/**
 * Ends the member's live sessions ('login.elsewhere': authenticate answers those login.not.session), records
 * the new one and spends firstTimeLogin, in one statement: a login is one round trip to the database. None of it
 * happens while a time-out or self-exclusion is in force: checked in the same statement, so a break that starts
 * at the same moment either refuses this sign-in or ends its session after (no RETURNING row: refused).
 */
const sessionWrite = (ctx: CallContext, member: Member, merchant: Merchant, tokenHash: string, now: Date) => sql`
  WITH allowed AS (
    SELECT NOT EXISTS (
      SELECT 1 FROM rg_breaks WHERE member_id = ${member.id} AND lifted_at IS NULL AND ends_at > ${now.toISOString()}::timestamptz
    ) AS ok
  ), ended AS (
    UPDATE sessions SET ended_at = ${now.toISOString()}::timestamptz, end_reason = 'login.elsewhere'
    WHERE member_id = ${member.id} AND ended_at IS NULL AND (SELECT ok FROM allowed)
  ), first_login AS (
    UPDATE members SET first_time_login = false WHERE id = ${member.id} AND first_time_login AND (SELECT ok FROM allowed)
  )
  INSERT INTO sessions (token_hash, member_id, merchant_id, created_at, expires_at, ip)
  SELECT ${tokenHash}, ${member.id}, ${merchant.id}, ${now.toISOString()}::timestamptz,
    ${new Date(now.getTime() + ctx.services.config.sessionTtlMs).toISOString()}::timestamptz, ${ctx.ip}
  WHERE (SELECT ok FROM allowed)
  RETURNING id`;

/** Tries at a sign-in whose break ended between its write and the check after it (one more is always enough). */
const MAX_SESSION_WRITES = 3;

/**
 * A new session for the member, ending its other live ones, so two logins at once still leave one session.
 * The embedded database runs one statement at a time, so the single statement is enough there; PostgreSQL
 * serves many connections at once and needs the member row locked first.
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
  const tokenHash = hashToken(token);
  // A caller's check under the lock (free play's) needs the transaction on either database.
  const writeOnce = async (): Promise<boolean> => {
    const write = sessionWrite(ctx, member, merchant, tokenHash, services.now());
    const written =
      services.database.kind === 'pglite' && !options.whileLocked
        ? await services.db.execute(write)
        : await services.db.transaction(async (tx) => {
            await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
            await options.whileLocked?.(tx);
            return tx.execute(write);
          });
    return (written as unknown as { rows: unknown[] }).rows.length > 0;
  };
  // Nothing written: a break was in force. Refused with it, unless an operator lifted it (or it ended) in the
  // moment between: then the sign-in is simply made again.
  let attempts = 1;
  while (!(await writeOnce())) {
    await refuseDuringBreak(services.db, member.id, services.now());
    if (++attempts > MAX_SESSION_WRITES) throw new Error(`no session written for member ${member.id}`);
  }
  // The login's own log lines name who signed in.
  logMember(ctx.request, member.id);
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

import { sql } from 'drizzle-orm';
import type { TeamKpi } from '@playdeck/api';
import type { CallContext, Member } from '../../http/request-context';
import { rowsOf, teamCte, type TeamRange } from './downline';

/**
 * The four team counters and the team's size, in one statement over the downline: logins from sessions,
 * bets from real-money demo-game rounds (wallet → member), registrations from members.created_at, online
 * from sessions neither ended nor expired. Each counter probes per-member indexes (sessions_member_created,
 * wallets_member_code + game_rounds_wallet_created), so its cost follows the team, not the tables.
 */
export async function teamKpi(ctx: CallContext, agent: Member, range: TeamRange): Promise<TeamKpi> {
  const now = ctx.services.now();
  const [row] = await rowsOf<TeamKpi>(
    ctx,
    sql`${teamCte(agent)}
      SELECT
        (SELECT count(*)::int FROM team t WHERE EXISTS (
          SELECT 1 FROM sessions s WHERE s.member_id = t.id AND s.created_at >= ${range.start} AND s.created_at < ${range.end})) AS "teamLoginMemberCount",
        (SELECT count(*)::int FROM team t WHERE EXISTS (
          SELECT 1 FROM wallets w JOIN game_rounds r ON r.wallet_id = w.id
          WHERE w.member_id = t.id AND w.code <> 'FREEPLAY' AND r.created_at >= ${range.start} AND r.created_at < ${range.end})) AS "teamBetMemberCount",
        (SELECT count(*)::int FROM team t JOIN members m ON m.id = t.id
          WHERE m.created_at >= ${range.start} AND m.created_at < ${range.end}) AS "teamRegisterMemberCount",
        (SELECT count(*)::int FROM team t WHERE EXISTS (
          SELECT 1 FROM sessions s WHERE s.member_id = t.id AND s.ended_at IS NULL AND s.expires_at > ${now})) AS "teamOnlineCount",
        (SELECT count(*)::int FROM team) AS "size",
        (SELECT count(*)::int FROM team WHERE level = 1) AS "directSize"`,
  );
  return row!;
}

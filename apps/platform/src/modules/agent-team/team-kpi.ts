import { sql } from 'drizzle-orm';
import type { TeamKpi } from '@playdeck/api';
import type { CallContext, Member } from '../../http/request-context';
import { rowsOf, teamCte, type TeamRange } from './downline';

/**
 * The four team counters and the team's size, in one statement over the downline: logins from sessions,
 * bets from real-money demo-game rounds (wallet → member), registrations from members.created_at, online
 * from sessions neither ended nor expired. Each counter is a lateral probe per member of the team
 * (sessions_member_created, wallets_member_code + game_rounds_wallet_created), stopping at the first row,
 * so its cost follows the team, not the tables.
 */
export async function teamKpi(ctx: CallContext, agent: Member, range: TeamRange): Promise<TeamKpi> {
  const now = ctx.services.now();
  const [row] = await rowsOf<TeamKpi>(
    ctx,
    sql`${teamCte(agent)}
      SELECT
        count(*) FILTER (WHERE logged.x IS NOT NULL)::int AS "teamLoginMemberCount",
        count(*) FILTER (WHERE bet.x IS NOT NULL)::int AS "teamBetMemberCount",
        count(*) FILTER (WHERE t.created_at >= ${range.start} AND t.created_at < ${range.end})::int AS "teamRegisterMemberCount",
        count(*) FILTER (WHERE online.x IS NOT NULL)::int AS "teamOnlineCount",
        count(*)::int AS "size",
        count(*) FILTER (WHERE t.level = 1)::int AS "directSize"
      FROM team t
      LEFT JOIN LATERAL (SELECT 1 AS x FROM sessions s
        WHERE s.member_id = t.id AND s.created_at >= ${range.start} AND s.created_at < ${range.end} LIMIT 1) logged ON TRUE
      LEFT JOIN LATERAL (SELECT 1 AS x FROM wallets w JOIN game_rounds r ON r.wallet_id = w.id
        WHERE w.member_id = t.id AND w.code <> 'FREEPLAY' AND r.created_at >= ${range.start} AND r.created_at < ${range.end} LIMIT 1) bet ON TRUE
      LEFT JOIN LATERAL (SELECT 1 AS x FROM sessions s
        WHERE s.member_id = t.id AND s.ended_at IS NULL AND s.expires_at > ${now} LIMIT 1) online ON TRUE`,
  );
  return row!;
}

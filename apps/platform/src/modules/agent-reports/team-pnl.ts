import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Member } from '../../http/request-context';
import { pageOf } from '../games/query-values';
import { toMoney } from '../wallet/money';
import { downlineIds, rowsOf, teamWallets, type ReportQuery, type ReportValue } from './downline';

interface MinorRow {
  username: string;
  bets: number;
  wins: number;
  bonuses: number;
}

/**
 * Bets, wins and bonuses per downline member in [from, to), and their total, in one statement: the walk
 * down parent links, the team's real wallets (`wallets_member_code`), their rounds in the range
 * (`game_rounds_wallet_created`) and their bonus postings in the range (`postings_member_kind_time`, then
 * the wallet legs through `ledger_posting`), every step a lookup per team member or wallet. Sums are computed here each time, never stored.
 */
export async function teamPnl(db: Db, agent: Member, query: ReportQuery<'teamPnl'>): Promise<ReportValue<'teamPnl'>> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const page = { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
  const inRange = (column: string) => sql`${sql.raw(column)} >= ${from} AND ${sql.raw(column)} < ${to}`;
  const result = await db.execute(sql`WITH team AS MATERIALIZED (
      SELECT id FROM ${downlineIds(agent)} AS downline
    ), rounds AS MATERIALIZED (
      SELECT tw.member_id, sum(r.bets) AS bets, sum(r.wins) AS wins
      FROM ${teamWallets(sql`(SELECT id FROM team)`)} AS tw
        CROSS JOIN LATERAL (SELECT count(*) AS n, sum(bet) AS bets, sum(win) AS wins FROM game_rounds WHERE wallet_id = tw.id AND ${inRange('created_at')}) r
      WHERE r.n > 0
      GROUP BY tw.member_id
    ), bonuses AS MATERIALIZED (
      -- A bonus posting credits one real wallet of its member (never free play) against the BONUS account.
      SELECT t.id AS member_id, b.bonuses
      FROM team t
        CROSS JOIN LATERAL (
          SELECT count(*) AS n, sum((SELECT sum(amount) FROM ledger WHERE posting_id = p.id AND wallet_id IS NOT NULL)) AS bonuses
          FROM postings p WHERE p.member_id = t.id AND p.kind = 'bonus' AND ${inRange('p.created_at')}
        ) b
      WHERE b.n > 0
    ), per_member AS MATERIALIZED (
      SELECT x.member_id AS id, (SELECT username FROM members WHERE id = x.member_id) AS username,
        coalesce(r.bets, 0) AS bets, coalesce(r.wins, 0) AS wins, coalesce(b.bonuses, 0) AS bonuses
      FROM (SELECT member_id FROM rounds UNION SELECT member_id FROM bonuses) x
        LEFT JOIN rounds r ON r.member_id = x.member_id LEFT JOIN bonuses b ON b.member_id = x.member_id
    )
    SELECT
      (SELECT json_build_object('members', count(*), 'bets', coalesce(sum(bets), 0), 'wins', coalesce(sum(wins), 0),
        'bonuses', coalesce(sum(bonuses), 0)) FROM per_member)::text AS total,
      (SELECT coalesce(json_agg(json_build_object('username', username, 'bets', bets, 'wins', wins, 'bonuses', bonuses)
        ORDER BY lower(username), id), '[]') FROM (
        SELECT * FROM per_member ORDER BY lower(username), id LIMIT ${page.limit} OFFSET ${page.offset}
      ) AS page)::text AS list`);
  const [row] = rowsOf<{ total: string; list: string }>(result);
  const total = JSON.parse(row!.total) as Omit<MinorRow, 'username'> & { members: number };
  const list = JSON.parse(row!.list) as MinorRow[];
  return {
    list: list.map((member) => ({ username: member.username, ...money(member) })),
    total: { members: total.members, ...money(total) },
    pageNum: query.pageNo,
    totalPages: pageOf(total.members, query.pageNo, query.pageSize).totalPages,
  };
}

/** Minor units to wire money, with net = wins + bonuses - bets. */
function money(row: Omit<MinorRow, 'username'>) {
  const bets = Number(row.bets);
  const wins = Number(row.wins);
  const bonuses = Number(row.bonuses);
  return { bets: toMoney(bets), wins: toMoney(wins), bonuses: toMoney(bonuses), net: toMoney(wins + bonuses - bets) };
}

import { sql } from 'drizzle-orm';
import type { GameCategory } from '@playdeck/api';
import type { Db } from '../../db/database';
import type { Member } from '../../http/request-context';
import { pageOf } from '../games/query-values';
import { toMoney } from '../wallet/money';
import { newestFirstPage, rowsOf, teamMembers, teamWallets, type ReportQuery, type ReportValue } from './downline';

interface BetRow {
  id: string;
  username: string;
  round_id: string;
  name_en: string;
  name_ty: string;
  category: GameCategory;
  vendor: string;
  vendor_name: string;
  bet: string;
  win: string;
  created_at: Date | string;
}

/**
 * The downline's rounds on real wallets in [from, to), newest first, filtered by member, category and
 * vendor, with the count and sums over the whole filter. Rounds are read per team wallet through
 * `game_rounds_wallet_created` (a page takes at most offset + limit rounds of each wallet, newest first);
 * the launch, game and vendor of each round through their primary keys.
 */
export async function teamBets(
  db: Db,
  agent: Member,
  query: ReportQuery<'teamBets'>,
  language: 'EN' | 'TY',
): Promise<ReportValue<'teamBets'>> {
  const team = await teamMembers(db, agent, query.username);
  const vendor = query.vendor?.trim();
  const roundsOf = (tail: ReturnType<typeof sql>) => sql`CROSS JOIN LATERAL (
      SELECT r.id, r.round_id, r.bet, r.win, r.created_at, g.name_en, g.name_ty, g.category, v.code AS vendor, v.display_name AS vendor_name
      FROM game_rounds r
        CROSS JOIN LATERAL (SELECT game_id FROM game_launches WHERE id = r.launch_id OFFSET 0) l
        CROSS JOIN LATERAL (SELECT name_en, name_ty, category, vendor_id FROM games WHERE id = l.game_id OFFSET 0) g
        CROSS JOIN LATERAL (SELECT code, display_name FROM game_vendors WHERE id = g.vendor_id OFFSET 0) v
      WHERE r.wallet_id = tw.id AND r.created_at >= ${new Date(query.from)} AND r.created_at < ${new Date(query.to)}
        ${query.category ? sql`AND g.category = ${query.category}` : sql``}
        ${vendor ? sql`AND lower(v.code) = lower(${vendor})` : sql``}
      ${tail}
    ) b`;
  const [totals] = rowsOf<{ count: number; bets: string; wins: string }>(
    await db.execute(sql`SELECT count(*)::int AS count, coalesce(sum(b.bet), 0)::text AS bets, coalesce(sum(b.win), 0)::text AS wins
      FROM ${teamWallets(team)} AS tw ${roundsOf(sql``)}`),
  );
  const page = pageOf(totals!.count, query.pageNo, query.pageSize);
  const rows = await newestFirstPage<BetRow>(
    db,
    { team, perWallet: { lateral: roundsOf, inner: 'r', outer: 'b' } },
    { ...page, total: totals!.count },
    sql`b.id::text AS id, (SELECT username FROM members WHERE id = tw.member_id) AS username, b.round_id,
    b.name_en, b.name_ty, b.category, b.vendor, b.vendor_name, b.bet::text AS bet, b.win::text AS win, b.created_at`,
  );
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      roundId: row.round_id,
      gameName: language === 'TY' ? row.name_ty : row.name_en,
      category: row.category,
      vendor: row.vendor,
      vendorName: row.vendor_name,
      bet: toMoney(Number(row.bet)),
      win: toMoney(Number(row.win)),
      createdAt: new Date(row.created_at).getTime(),
    })),
    totals: { count: totals!.count, bets: toMoney(Number(totals!.bets)), wins: toMoney(Number(totals!.wins)) },
    pageNum: query.pageNo,
    totalPages: page.totalPages,
  };
}

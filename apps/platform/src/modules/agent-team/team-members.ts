import { sql } from 'drizzle-orm';
import type { TeamMembers } from '@playdeck/api';
import type { CallContext, Member } from '../../http/request-context';
import { pageOf } from '../games/query-values';
import { toMoney } from '../wallet/money';
import { rowsOf, teamCte, type TeamRange } from './downline';

interface Row {
  username: string;
  type: number;
  level: number;
  parent: string;
  balance: string;
  lastLoginAt: Date | string | null;
  deposits: string;
  registeredAt: Date | string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The agent's downline, newest first, optionally only user names containing `username`, one page: each
 * member's MAIN balance, last login and confirmed deposits within the range (read per member of the page).
 */
export async function teamMembers(
  ctx: CallContext,
  agent: Member,
  range: TeamRange,
  query: { username?: string; pageNo: number; pageSize: number },
): Promise<TeamMembers> {
  const name = query.username ? `%${escapeLike(query.username.toLowerCase())}%` : null;
  const matching = name === null ? sql`TRUE` : sql`lower(t.username) LIKE ${name}`;
  const [counted] = await rowsOf<{ total: number }>(
    ctx,
    sql`${teamCte(agent)} SELECT count(*)::int AS total FROM team t WHERE ${matching}`,
  );
  const total = counted!.total;
  const page = pageOf(total, query.pageNo, query.pageSize);
  const rows =
    page.offset >= total
      ? []
      : await rowsOf<Row>(
          ctx,
          sql`${teamCte(agent)}
            SELECT t.username, t.type::int AS type, t.level::int AS level,
              (SELECT p.username FROM members p WHERE p.id = t.parent_id) AS parent,
              COALESCE((SELECT w.balance FROM wallets w WHERE w.member_id = t.id AND w.code = 'MAIN'), 0)::text AS balance,
              (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = t.id) AS "lastLoginAt",
              (SELECT COALESCE(sum(d.amount), 0) FROM deposits d WHERE d.member_id = t.id AND d.status = 'CONFIRMED'
                AND d.created_at >= ${range.start} AND d.created_at < ${range.end})::text AS deposits,
              t.created_at AS "registeredAt"
            FROM team t
            WHERE ${matching}
            ORDER BY t.created_at DESC, t.id DESC
            LIMIT ${page.limit} OFFSET ${page.offset}`,
        );
  return {
    list: rows.map((row) => ({
      username: row.username,
      type: row.type,
      level: row.level,
      parent: row.parent,
      balance: toMoney(Number(row.balance)),
      lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt).getTime(),
      deposits: toMoney(Number(row.deposits)),
      registeredAt: new Date(row.registeredAt).getTime(),
    })),
    total,
    pageNum: query.pageNo,
    totalPages: page.totalPages,
  };
}

import { sql, type SQL } from 'drizzle-orm';
import type { contract, ValueOf } from '@playdeck/api';
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/platform-error';
import type { ParsedQuery } from '../../http/register-call';
import type { Member } from '../../http/request-context';
import { FREE_PLAY_WALLET } from '../wallet/wallets';

type Reports = typeof contract.agentReports;

/** A team report's query, parsed, and its answer, as the contract declares them. */
export type ReportQuery<K extends keyof Reports> = ParsedQuery<Reports[K]>;
export type ReportValue<K extends keyof Reports> = ValueOf<Reports[K]>;

/** Member types that are not agents (spec section 6): they have no team to report on. */
const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

/** The signed-in member when an agent; anyone else is refused. */
export function requireAgent(member: Member | null): Member {
  if (!member || NON_AGENT_TYPES.includes(member.type)) {
    throw new PlatformError('permission.denied', { status: 403, message: 'agents only' });
  }
  return member;
}

/*
 * Why LATERAL (... OFFSET 0) below: it keeps each step a lookup parameterised by the row before it (the
 * planner may not flatten it into a hash or merge join that reads a whole index or table), so a report's
 * cost follows the team's rows, not the size of members, wallets, rounds or the ledger.
 */

/**
 * The ids of the agent's direct and indirect subordinates on its merchant (never the agent itself), as a
 * subquery: a recursive walk down parent links, each level read through `members_parent`. UNION, not UNION
 * ALL, so a corrupt cycle of parent links ends the walk instead of looping.
 */
export function downlineIds(agent: Pick<Member, 'id' | 'merchantId'>): SQL {
  return sql`(WITH RECURSIVE downline(id) AS (
    SELECT id FROM members WHERE parent_id = ${agent.id} AND merchant_id = ${agent.merchantId}
    UNION
    SELECT m.id FROM downline d
      CROSS JOIN LATERAL (SELECT id FROM members WHERE parent_id = d.id AND merchant_id = ${agent.merchantId} OFFSET 0) m
  ) SELECT id FROM downline)`;
}

/** The real wallets (never free play) of `team`'s members, each looked up through `wallets_member_code`. */
export function teamWallets(team: SQL): SQL {
  return sql`(SELECT w.id, w.code, w.member_id FROM ${team} AS t(id)
    CROSS JOIN LATERAL (SELECT id, code, member_id FROM wallets WHERE member_id = t.id AND code <> ${FREE_PLAY_WALLET} OFFSET 0) w)`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One team wallet's rows as a LATERAL subquery ending with `tail`, and the aliases of its rows inside and of itself. */
export interface PerWallet {
  lateral: (tail: SQL) => SQL;
  inner: string;
  outer: string;
}

/**
 * A page of `columns` of a report's rows over the team's wallets, newest first: each wallet gives at most
 * offset + limit of its newest, and the page is cut from those. Nothing is read when the page starts past the
 * last of `total` rows.
 */
export async function newestFirstPage<Row>(
  db: Db,
  from: { team: SQL; perWallet: PerWallet },
  page: { offset: number; limit: number; total: number },
  columns: SQL,
): Promise<Row[]> {
  if (page.offset >= page.total) return [];
  const { lateral } = from.perWallet;
  const [inner, outer] = [sql.raw(from.perWallet.inner), sql.raw(from.perWallet.outer)];
  return rowsOf<Row>(
    await db.execute(sql`SELECT ${columns}
      FROM ${teamWallets(from.team)} AS tw ${lateral(sql`ORDER BY ${inner}.created_at DESC, ${inner}.id DESC LIMIT ${page.offset + page.limit}`)}
      ORDER BY ${outer}.created_at DESC, ${outer}.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
}

/**
 * The downline member a `username` filter names: walks up from that member's parent links (through the
 * primary key) to see the agent above it. Anyone else, on this merchant or none, is refused alike.
 */
export async function downlineMember(db: Db, agent: Pick<Member, 'id' | 'merchantId'>, username: string): Promise<number> {
  const result = await db.execute(sql`WITH RECURSIVE target AS (
      SELECT id, parent_id FROM members WHERE merchant_id = ${agent.merchantId} AND lower(username) = lower(${username})
    ), upline(id, parent_id) AS (
      SELECT id, parent_id FROM target
      UNION
      SELECT m.id, m.parent_id FROM upline u
        CROSS JOIN LATERAL (SELECT id, parent_id FROM members WHERE id = u.parent_id OFFSET 0) m
    )
    SELECT (SELECT id FROM target)::text AS id, EXISTS (SELECT 1 FROM upline WHERE parent_id = ${agent.id}) AS inside`);
  const [row] = rowsOf<{ id: string | null; inside: boolean }>(result);
  if (!row?.id || !row.inside) throw new PlatformError('permission.denied', { status: 403, message: 'not in your team' });
  return Number(row.id);
}

/** Whose rows a report reads: one downline member (a username filter) or the whole downline. */
export async function teamMembers(db: Db, agent: Member, username: string | undefined): Promise<SQL> {
  const name = username?.trim();
  return name ? sql`(SELECT ${await downlineMember(db, agent, name)}::bigint)` : downlineIds(agent);
}

export { rowsOf };

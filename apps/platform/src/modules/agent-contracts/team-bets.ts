import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Tx } from '../wallet/ledger';
import { FREE_PLAY_WALLET } from '../wallet/wallets';

export interface Range {
  start: Date;
  end: Date;
}

export interface BranchBets {
  /** The direct subordinate heading the branch (it and its whole downline). */
  headId: number;
  category: string;
  bets: number;
  wins: number;
}

export interface TeamTotals {
  bets: number;
  wins: number;
  /** Team members with at least one real bet in the range. */
  activeMembers: number;
}

async function rows<T>(db: Db | Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The agent's downline walked from each direct subordinate (members_parent index), tagged with the branch's
 * head, on the agent's merchant; the agent itself is not in it.
 */
const branches = (agent: { id: number; merchantId: number }) => sql`WITH RECURSIVE branch AS (
    SELECT m.id, m.id AS head FROM members m WHERE m.parent_id = ${agent.id} AND m.merchant_id = ${agent.merchantId}
    UNION ALL
    SELECT c.id, branch.head FROM members c JOIN branch ON c.parent_id = branch.id WHERE c.merchant_id = ${agent.merchantId}
  )`;

/** Real-money bet rounds (never free play) of the downline in [start, end), through game_rounds_wallet_created. */
const roundsOfBranch = (range: Range) => sql`FROM branch
  JOIN wallets w ON w.member_id = branch.id AND w.code <> ${FREE_PLAY_WALLET}
  JOIN game_rounds r ON r.wallet_id = w.id AND r.created_at >= ${range.start.toISOString()}::timestamptz AND r.created_at < ${range.end.toISOString()}::timestamptz`;

/** Bets and wins per branch and game category, in minor units. */
export async function betsPerBranch(db: Db | Tx, agent: { id: number; merchantId: number }, range: Range): Promise<BranchBets[]> {
  const found = await rows<{ head: string; category: string; bets: string; wins: string }>(
    db,
    sql`${branches(agent)}
      SELECT branch.head::text AS head, g.category, sum(r.bet)::text AS bets, sum(r.win)::text AS wins
      ${roundsOfBranch(range)}
      JOIN game_launches l ON l.id = r.launch_id
      JOIN games g ON g.id = l.game_id
      GROUP BY branch.head, g.category`,
  );
  return found.map((row) => ({ headId: Number(row.head), category: row.category, bets: Number(row.bets), wins: Number(row.wins) }));
}

/** The whole team's bets, wins and active members, in minor units. */
export async function teamTotals(db: Db | Tx, agent: { id: number; merchantId: number }, range: Range): Promise<TeamTotals> {
  const [found] = await rows<{ bets: string | null; wins: string | null; active: number }>(
    db,
    sql`${branches(agent)}
      SELECT sum(r.bet)::text AS bets, sum(r.win)::text AS wins, count(DISTINCT branch.id)::int AS active
      ${roundsOfBranch(range)}`,
  );
  return { bets: Number(found?.bets ?? 0), wins: Number(found?.wins ?? 0), activeMembers: found?.active ?? 0 };
}

import { sql, type SQL } from 'drizzle-orm';
import { AGENT_RANGE_MAX_DAYS } from '@playdeck/api';
import { PlatformError } from '../../http/platform-error';
import type { CallContext, Member } from '../../http/request-context';
import { isAgent } from '../content/content-scope';

/** The signed-in agent, or `non.agent.login` for member types 0, 4, 40 and trial users. */
export function requireAgent(ctx: CallContext): Member {
  const member = ctx.member;
  if (!member || member.isTrial || !isAgent(member)) throw new PlatformError('non.agent.login', { status: 403 });
  return member;
}

/**
 * The agent's downline as a CTE named `team` (id, level, parent_id, username, type, created_at): every member
 * whose parent links lead to the agent, on the agent's merchant. Each level probes members_parent once per
 * member of the level above (a lateral lookup, so the walk never reads the whole table).
 */
export function teamCte(agent: Member): SQL {
  const columns = sql`c.id, c.parent_id, c.username, c.type, c.created_at`;
  return sql`WITH RECURSIVE team AS (
      SELECT ${columns}, 1 AS level FROM members c WHERE c.parent_id = ${agent.id} AND c.merchant_id = ${agent.merchantId}
      UNION ALL
      SELECT ${columns}, team.level + 1 FROM team CROSS JOIN LATERAL (
        SELECT * FROM members m WHERE m.parent_id = team.id AND m.merchant_id = ${agent.merchantId} OFFSET 0
      ) c
    )`;
}

export interface TeamRange {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** [startDate, endDate) as dates; a reversed, empty or too wide range is a bad request naming the field. */
export function teamRange(query: { startDate: number; endDate: number }): TeamRange {
  const refuse = (field: string, message: string) => new PlatformError('request_param_err', { message, value: { field } });
  if (query.endDate > 8.64e15) throw refuse('endDate', 'endDate is out of range');
  if (query.endDate <= query.startDate) throw refuse('endDate', 'endDate must come after startDate');
  if (query.endDate - query.startDate > AGENT_RANGE_MAX_DAYS * DAY_MS) throw refuse('startDate', `at most ${AGENT_RANGE_MAX_DAYS} days`);
  return { start: new Date(query.startDate), end: new Date(query.endDate) };
}

export async function rowsOf<T>(ctx: CallContext, query: SQL): Promise<T[]> {
  return ((await ctx.services.db.execute(query)) as unknown as { rows: T[] }).rows;
}

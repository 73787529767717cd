import { desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { pageOf } from '../games/query-values';

/** A table of members' requests (deposits, withdrawals, reward applications), each stamped when made. */
type RequestTable = PgTable & { memberId: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * One page of a member's own requests, newest first, and the paging around it. `select` gives the query's
 * columns and joins, filtered by `mine`.
 */
export async function historyPage<Q extends PgSelect>(
  db: Db,
  table: RequestTable,
  memberId: number,
  paging: { pageNo: number; pageSize: number },
  select: (mine: SQL) => Q,
) {
  const mine = eq(table.memberId, memberId);
  const page = pageOf(await db.$count(table, mine), paging.pageNo, paging.pageSize);
  const rows: Awaited<Q> = await select(mine).orderBy(desc(table.createdAt), desc(table.id)).limit(page.limit).offset(page.offset);
  return { rows, page };
}

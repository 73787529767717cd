import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { LedgerKind } from '../../db/schema';
import type { Member } from '../../http/request-context';
import { recordReference } from '../records/record-reference';
import { kindsOf, RECORD_TYPE_OF_KIND, requestedTypes } from '../records/record-types';
import { totalsAndPage } from '../records/records';
import { toMoney } from '../wallet/money';
import { newestFirstPage, rowsOf, teamMembers, teamWallets, type ReportQuery, type ReportValue } from './downline';

interface EntryRow {
  id: string;
  kind: LedgerKind;
  amount: string;
  balance_after: string;
  wallet: string;
  reference: string | null;
  posting_id: string;
  created_at: Date | string;
  username: string;
}

/**
 * The downline's movements in [from, to) (or one downline member's), as records.list answers a member's
 * own: every entry on their real wallets, newest first, with totals per record type over the whole range.
 * The team's wallets come through `wallets_member_code`, each wallet's entries through `ledger_wallet_time`
 * (a page takes at most offset + limit of each, newest first) and each entry's posting through its key.
 */
export async function teamRecords(db: Db, agent: Member, query: ReportQuery<'teamRecords'>): Promise<ReportValue<'teamRecords'>> {
  const team = await teamMembers(db, agent, query.username);
  const kinds = kindsOf(requestedTypes(query.types));
  const entriesOf = (tail: SQL) => sql`CROSS JOIN LATERAL (
      SELECT l.id, l.amount, l.balance_after, l.created_at, p.kind, p.reference, p.id AS posting_id
      FROM ledger l CROSS JOIN LATERAL (SELECT id, kind, reference FROM postings WHERE id = l.posting_id OFFSET 0) p
      WHERE l.wallet_id = tw.id AND l.created_at >= ${new Date(query.from)} AND l.created_at < ${new Date(query.to)}
        AND p.kind IN (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
      ${tail}
    ) e`;
  const byKind = rowsOf<{ kind: LedgerKind; count: number; sum: string }>(
    await db.execute(sql`SELECT e.kind, count(*)::int AS count, sum(e.amount)::text AS sum
      FROM ${teamWallets(team)} AS tw ${entriesOf(sql``)} GROUP BY e.kind`),
  );
  const { totals, total, page } = totalsAndPage(byKind, query);
  const rows = await newestFirstPage<EntryRow>(
    db,
    { team, perWallet: { lateral: entriesOf, inner: 'l', outer: 'e' } },
    { ...page, total },
    sql`e.id::text AS id, e.kind, e.amount::text AS amount, e.balance_after::text AS balance_after, tw.code AS wallet,
    e.reference, e.posting_id::text AS posting_id, e.created_at, (SELECT username FROM members WHERE id = tw.member_id) AS username`,
  );
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      type: RECORD_TYPE_OF_KIND[row.kind]!,
      amount: toMoney(Number(row.amount)),
      balanceAfter: toMoney(Number(row.balance_after)),
      wallet: row.wallet,
      reference: recordReference({
        kind: row.kind,
        reference: row.reference,
        postingId: Number(row.posting_id),
        createdAt: new Date(row.created_at),
      }),
      createdAt: new Date(row.created_at).getTime(),
    })),
    totals: totals.map((row) => ({ ...row, amount: toMoney(row.amount) })),
    pageNum: query.pageNo,
    totalPages: page.totalPages,
  };
}

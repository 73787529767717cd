import { and, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { RECORD_TYPES, type contract, type RecordType, type ValueOf } from '@playdeck/api';
import type { Db } from '../../db/database';
import { ledger, postings, wallets, type LedgerKind } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { ParsedQuery } from '../../http/register-call';
import { pageOf } from '../games/query-values';
import { toMoney } from '../wallet/money';
import { FREE_PLAY_WALLET } from '../wallet/wallets';
import { recordReference } from './record-reference';
import { kindsOf, RECORD_TYPE_OF_KIND, requestedTypes } from './record-types';

/** The latest instant a JavaScript Date holds: a later bound is a bad query, not a server error. */
const LAST_INSTANT_MS = 8.64e15;

/**
 * The member's movements in [from, to): every entry on their own real wallets (MAIN and game wallets,
 * never free play), newest first, with the count and signed sum per record type over the whole range.
 * Both statements read the member's wallets through `wallets_member_code` and their entries through
 * `ledger_wallet_time`, so the cost follows the member's movements in the range, not the ledger's size.
 */
export async function listRecords(
  db: Db,
  memberId: number,
  query: ParsedQuery<typeof contract.records.list>,
): Promise<ValueOf<typeof contract.records.list>> {
  if (query.to > LAST_INSTANT_MS) throw new PlatformError('request_param_err', { message: 'to is out of range', value: { field: 'to' } });
  const types = requestedTypes(query.types);
  const inRange = and(
    eq(wallets.memberId, memberId),
    ne(wallets.code, FREE_PLAY_WALLET),
    gte(ledger.createdAt, new Date(query.from)),
    lt(ledger.createdAt, new Date(query.to)),
    inArray(postings.kind, kindsOf(types)),
  );

  const byKind = await db
    .select({ kind: postings.kind, count: sql<number>`count(*)::int`, sum: sql<string>`sum(${ledger.amount})` })
    .from(ledger)
    .innerJoin(wallets, eq(wallets.id, ledger.walletId))
    .innerJoin(postings, eq(postings.id, ledger.postingId))
    .where(inRange)
    .groupBy(postings.kind);
  const { totals, total, page } = totalsAndPage(byKind, query);

  const rows =
    page.offset >= total
      ? []
      : await db
          .select({
            id: ledger.id,
            kind: postings.kind,
            amount: ledger.amount,
            balanceAfter: ledger.balanceAfter,
            wallet: wallets.code,
            reference: postings.reference,
            postingId: postings.id,
            createdAt: ledger.createdAt,
          })
          .from(ledger)
          .innerJoin(wallets, eq(wallets.id, ledger.walletId))
          .innerJoin(postings, eq(postings.id, ledger.postingId))
          .where(inRange)
          .orderBy(desc(ledger.createdAt), desc(ledger.id))
          .limit(page.limit)
          .offset(page.offset);

  return {
    list: rows.map((row) => ({
      id: row.id,
      type: RECORD_TYPE_OF_KIND[row.kind]!,
      amount: toMoney(row.amount),
      balanceAfter: toMoney(row.balanceAfter!),
      wallet: row.wallet,
      reference: recordReference(row),
      createdAt: row.createdAt.getTime(),
    })),
    totals: totals.map((row) => ({ ...row, amount: toMoney(row.amount) })),
    pageNum: query.pageNo,
    totalPages: page.totalPages,
  };
}

/** The totals per record type over a whole range, their count of entries, and the page of entries asked for. */
export function totalsAndPage(byKind: { kind: LedgerKind; count: number; sum: string }[], query: { pageNo: number; pageSize: number }) {
  const totals = totalsPerType(byKind);
  const total = totals.reduce((sum, row) => sum + row.count, 0);
  return { totals, total, page: pageOf(total, query.pageNo, query.pageSize) };
}

/** Per record type with movements, in the contract's order: count and signed sum in minor units. */
export function totalsPerType(
  byKind: { kind: LedgerKind; count: number; sum: string }[],
): { type: RecordType; count: number; amount: number }[] {
  const totals = new Map<RecordType, { count: number; amount: number }>();
  for (const row of byKind) {
    const type = RECORD_TYPE_OF_KIND[row.kind]!;
    const total = totals.get(type) ?? { count: 0, amount: 0 };
    totals.set(type, { count: total.count + row.count, amount: total.amount + Number(row.sum) });
  }
  return RECORD_TYPES.flatMap((type) => {
    const total = totals.get(type);
    return total ? [{ type, ...total }] : [];
  });
}

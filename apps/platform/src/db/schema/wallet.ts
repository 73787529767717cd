import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { members } from './core';

/** MAIN, FREEPLAY or a vendor code per member. Balances are minor units and can never go negative. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallets_member_code').on(table.memberId, table.code),
    check('wallets_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);

export const LEDGER_KINDS = ['seed', 'free_play_credit', 'bet', 'win', 'transfer_out', 'transfer_in', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One row per money movement; the idempotency key makes a retried movement impossible to apply twice. */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => wallets.id),
    /** Signed: negative debits. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What caused it: a game round or a transfer. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_wallet').on(table.walletId),
    index('ledger_reference').on(table.reference),
    check('ledger_amount_not_zero', sql`${table.amount} <> 0`),
    check('ledger_kind_check', isOneOf(table.kind, LEDGER_KINDS)),
  ],
);

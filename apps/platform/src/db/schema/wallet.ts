import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, timestamptz, createdAtNow, bigintNumber, minorUnits, bigRef } from './columns';
import { memberRef, members, merchantRef } from './core';

/** MAIN, FREEPLAY or a vendor code per member. Balances are minor units and can never go negative. */
export const wallets = pgTable(
  'wallets',
  {
    id: bigId(),
    memberId: memberRef(),
    code: text('code').notNull(),
    balance: minorUnits('balance').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallets_member_code').on(table.memberId, table.code),
    check('wallets_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);

export const LEDGER_KINDS = [
  'seed',
  'free_play_credit',
  'bet',
  'win',
  'transfer',
  'adjustment',
  'deposit',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_paid',
  'bonus',
  'opening_balance',
  'agent_rebate',
  'agent_salary',
  'agent_dividend',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The operator's side of every posting, per merchant. Their balances are the sums of their entries (no
 * stored balance, so busy accounts such as GAMES are never a hot row); they may go negative.
 * OPENING_BALANCES balances the entries made before the ledger was double-entry.
 */
export const HOUSE_ACCOUNTS = [
  'CASH',
  'WITHDRAWALS_HELD',
  'PAYOUTS',
  'GAMES',
  'BONUS',
  'ADJUSTMENTS',
  'FREE_PLAY',
  'OPENING_BALANCES',
  'AGENT_COMMISSIONS',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/** One money movement: its entries sum to zero; its key makes a retried movement impossible to apply twice. */
export const postings = pgTable(
  'postings',
  {
    id: bigId(),
    merchantId: merchantRef(),
    /** The member whose wallets it moves, if any (approving a withdrawal moves only house accounts). */
    memberId: bigintNumber('member_id').references(() => members.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What caused it: a game round, a transfer, a deposit or withdrawal reference. */
    reference: text('reference'),
    createdAt: createdAtNow(),
  },
  (table) => [
    index('postings_reference').on(table.reference),
    // A member's postings of one kind in a time range (an agent's team P&L sums its members' bonuses).
    index('postings_member_kind_time').on(table.memberId, table.kind, table.createdAt),
    check('postings_kind_check', isOneOf(table.kind, LEDGER_KINDS)),
  ],
);

/** One leg of a posting: a member wallet (with its balance after) or a house account of the merchant. */
export const ledger = pgTable(
  'ledger',
  {
    id: bigId(),
    postingId: bigRef('posting_id', () => postings.id),
    merchantId: merchantRef(),
    walletId: bigintNumber('wallet_id').references(() => wallets.id),
    houseAccount: text('house_account', { enum: HOUSE_ACCOUNTS }),
    /** Signed: negative debits. */
    amount: minorUnits('amount').notNull(),
    /** The wallet's balance after this entry; none for house accounts. */
    balanceAfter: minorUnits('balance_after'),
    createdAt: createdAtNow(),
  },
  (table) => [
    index('ledger_wallet_time').on(table.walletId, table.createdAt),
    index('ledger_posting').on(table.postingId),
    index('ledger_house').on(table.merchantId, table.houseAccount),
    check('ledger_amount_not_zero', sql`${table.amount} <> 0`),
    check('ledger_house_account_check', isOneOf(table.houseAccount, HOUSE_ACCOUNTS)),
    check(
      'ledger_one_account',
      sql`(${table.walletId} IS NOT NULL AND ${table.houseAccount} IS NULL AND ${table.balanceAfter} IS NOT NULL) OR (${table.walletId} IS NULL AND ${table.houseAccount} IS NOT NULL AND ${table.balanceAfter} IS NULL)`,
    ),
  ],
);

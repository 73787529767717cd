import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, timestamptz, createdAtNow, bigintNumber } from './columns';
import { memberRef, members, merchantRef } from './core';

export const CONTRACT_KINDS = ['SALARY', 'DIVIDEND', 'HOURLY'] as const;
export const CONTRACT_BASES = ['TURNOVER', 'ACTIVE_MEMBERS'] as const;
export const CONTRACT_STATES = ['PENDING', 'ACCEPTED', 'REJECTED', 'SUPERSEDED'] as const;

/** One tier in storage: `min` in minor units (TURNOVER) or members; `value` in minor units or basis points. */
export interface StoredTier {
  min: number;
  value: number;
}

/** A member's rebate rate for one game category, in basis points (100 = 1%); none stored means 0. */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    memberId: memberRef('cascade'),
    category: text('category').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_rebate_rates_member_category').on(table.memberId, table.category),
    check('agent_rebate_rates_rate_range', sql`${table.rateBp} BETWEEN 0 AND 10000`),
  ],
);

/** Terms offered to an agent by its upline (through the operator), and the agent's answer. */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigId(),
    merchantId: merchantRef('cascade'),
    memberId: memberRef('cascade'),
    /** The upline who offers it (the agent's parent); null for a top agent, offered by the operator. */
    offeredById: bigintNumber('offered_by_id').references(() => members.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    basis: text('basis', { enum: CONTRACT_BASES }).notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    state: text('state', { enum: CONTRACT_STATES }).notNull().default('PENDING'),
    createdAt: createdAtNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    index('agent_contracts_member_kind').on(table.memberId, table.kind, table.state),
    check('agent_contracts_kind_check', isOneOf(table.kind, CONTRACT_KINDS)),
    check('agent_contracts_basis_check', isOneOf(table.basis, CONTRACT_BASES)),
    check('agent_contracts_state_check', isOneOf(table.state, CONTRACT_STATES)),
  ],
);

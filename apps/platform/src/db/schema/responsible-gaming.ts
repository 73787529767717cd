import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, minorUnits, timestamptz, createdAt } from './columns';
import { memberKey, memberRef, merchantRef } from './core';

export const RG_LIMIT_KINDS = ['DEPOSIT', 'LOSS'] as const;
export const RG_LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const RG_BREAK_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export const RG_AUDIT_SOURCES = ['MEMBER', 'OPERATOR'] as const;

/**
 * A member's deposit or loss limit for one period, in minor units. `amount` is the limit in force (null: none);
 * a raise or a removal waits 24 hours: `pending_amount` (null: removal) takes over at `pending_at`, read as in
 * force from then on (no sweep), and written over the next time the limit changes.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: memberRef(),
    kind: text('kind', { enum: RG_LIMIT_KINDS }).notNull(),
    period: text('period', { enum: RG_LIMIT_PERIODS }).notNull(),
    amount: minorUnits('amount'),
    pendingAmount: minorUnits('pending_amount'),
    pendingAt: timestamptz('pending_at'),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.period] }),
    check('rg_limits_kind_check', isOneOf(table.kind, RG_LIMIT_KINDS)),
    check('rg_limits_period_check', isOneOf(table.period, RG_LIMIT_PERIODS)),
    check('rg_limits_amount_positive', sql`${table.amount} IS NULL OR ${table.amount} > 0`),
    check('rg_limits_pending_positive', sql`${table.pendingAmount} IS NULL OR ${table.pendingAmount} > 0`),
    check('rg_limits_pending_time', sql`${table.pendingAt} IS NOT NULL OR ${table.pendingAmount} IS NULL`),
  ],
);

/** A time-out or self-exclusion: in force from `started_at` until `ends_at`, unless an operator lifted it (time-outs only). */
export const rgBreaks = pgTable(
  'rg_breaks',
  {
    id: bigId(),
    memberId: memberRef(),
    kind: text('kind', { enum: RG_BREAK_KINDS }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    liftedAt: timestamptz('lifted_at'),
  },
  (table) => [
    index('rg_breaks_member_ends').on(table.memberId, table.endsAt),
    check('rg_breaks_kind_check', isOneOf(table.kind, RG_BREAK_KINDS)),
    check('rg_breaks_ends_after_start', sql`${table.endsAt} > ${table.startedAt}`),
  ],
);

/** Every change of a member's limits and breaks: when, by whom (the member, or an operator with a reason) and what. */
export const rgAudit = pgTable(
  'rg_audit',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    createdAt: createdAt(),
    source: text('source', { enum: RG_AUDIT_SOURCES }).notNull(),
    /** e.g. limit.set, limit.pending, break.start, break.lift */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    index('rg_audit_member_time').on(table.memberId, table.createdAt),
    check('rg_audit_source_check', isOneOf(table.source, RG_AUDIT_SOURCES)),
  ],
);

export const RG_REALITY_CHECK_MINUTES = [15, 30, 60] as const;

/** A member's reality-check interval, kept for every session; no row: off. */
export const rgRealityChecks = pgTable(
  'rg_reality_checks',
  {
    memberId: memberKey(),
    intervalMinutes: integer('interval_minutes').notNull(),
  },
  (table) => [
    check('rg_reality_checks_interval_check', sql`${table.intervalMinutes} IN (${sql.raw(RG_REALITY_CHECK_MINUTES.join(', '))})`),
  ],
);

import {
  type AnyPgColumn,
  bigint,
  bigserial,
  type ExtraConfigColumn,
  index,
  jsonb,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

// The column shapes the tables share, named once. Each builder returns a fresh column: drizzle names it by
// the string given here, so a table's SQL is exactly what it was when it spelled the column out.
// The references to merchants and members are in core.ts, beside those tables.

/** A text per platform language. */
export type Texts = Record<'EN' | 'TY', string>;

/** The platform's content languages. */
export const LANGUAGES = ['EN', 'TY'] as const;

/** `id bigserial primary key`, read as a number. */
export function bigId() {
  return bigserial('id', { mode: 'number' }).primaryKey();
}

/** `id serial primary key`. */
export function serialId() {
  return serial('id').primaryKey();
}

/** `timestamp with time zone`. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** `created_at timestamptz not null`: the application sets it. */
export function createdAt() {
  return timestamptz('created_at').notNull();
}

/** `created_at timestamptz not null default now()`. */
export function createdAtNow() {
  return createdAt().defaultNow();
}

/** A `bigint` read as a number: the ids of bigserial tables. */
export function bigintNumber(name: string) {
  return bigint(name, { mode: 'number' });
}

/** An amount of money in minor units (1/100), a `bigint` read as a number. */
export function minorUnits(name: string) {
  return bigintNumber(name);
}

/** `<name> bigint not null` referencing a bigserial id. */
export function bigRef(name: string, target: () => AnyPgColumn, onDelete?: UpdateDeleteAction) {
  return bigintNumber(name).notNull().references(target, { onDelete });
}

/** `sort_order smallint not null default 0`. */
export function sortOrder() {
  return smallint('sort_order').notNull().default(0);
}

/** A jsonb text per language, not null. */
export function texts(name: string) {
  return jsonb(name).$type<Texts>().notNull();
}

/** `language text not null`, one of LANGUAGES (the table's check says so in SQL). */
export function language() {
  return text('language', { enum: LANGUAGES }).notNull();
}

/** The columns of a member's request that the operator decides (a deposit, a withdrawal, a reward application). */
interface MemberRequestColumns {
  merchantId: ExtraConfigColumn;
  memberId: ExtraConfigColumn;
  requestId: ExtraConfigColumn;
  createdAt: ExtraConfigColumn;
}

/**
 * The indexes of a table of member requests: one row per client request id (a repeat answers it), a member's
 * rows by time, and the operator's queue per merchant and status (`<table>_merchant_<status column>`).
 */
export function memberRequestIndexes(tableName: string, table: MemberRequestColumns, status: ExtraConfigColumn) {
  return [
    uniqueIndex(`${tableName}_member_request`).on(table.memberId, table.requestId),
    index(`${tableName}_member_created`).on(table.memberId, table.createdAt),
    index(`${tableName}_merchant_${status.name}`).on(table.merchantId, status),
  ];
}

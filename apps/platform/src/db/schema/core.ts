import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, serialId, timestamptz, createdAtNow, bigintNumber, bigRef } from './columns';

/** One merchant per brand (brand.json's merchantCode), plus `<code>trial` for free play. */
export const merchants = pgTable('merchants', {
  id: serialId(),
  code: text('code').notNull().unique(),
  brandId: text('brand_id').notNull(),
  name: text('name').notNull(),
  isTrial: boolean('is_trial').notNull().default(false),
  /** For a trial merchant: the real merchant it belongs to. */
  parentId: integer('parent_id').references((): AnyPgColumn => merchants.id),
  maintenance: boolean('maintenance').notNull().default(false),
  regionRestriction: boolean('region_restriction').notNull().default(false),
  /** Whitelabel module ids → enabled; seeded from brand.json flags and agent menu, switched by the admin command. */
  modules: jsonb('modules').$type<Record<string, boolean>>().notNull().default({}),
  createdAt: createdAtNow(),
});

/** `merchant_id integer not null` referencing merchants. */
export function merchantRef(onDelete?: UpdateDeleteAction) {
  return integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete });
}

/** `merchant_id integer primary key` referencing merchants: a merchant's one row. */
export function merchantKey() {
  return integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' });
}

const MEMBER_STATUSES = ['active', 'disabled'] as const;

export const members = pgTable(
  'members',
  {
    id: bigId(),
    merchantId: merchantRef(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 0 member, 1 and 2 agents, 4, 40, 41, 42 other types (spec section 6). */
    type: smallint('type').notNull().default(0),
    nickname: text('nickname'),
    email: text('email'),
    countryDialingCode: text('country_dialing_code'),
    mobile: text('mobile'),
    /** This member's own invitation code (agents hand it out). */
    affiliateCode: text('affiliate_code').unique(),
    parentId: bigintNumber('parent_id').references((): AnyPgColumn => members.id),
    isTrial: boolean('is_trial').notNull().default(false),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    /** Login verification by phone auth for this member alone, as LOGINPHONEVERIF3 asks of every member of its merchant. */
    loginPhoneVerification: boolean('login_phone_verification').notNull().default(false),
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('active'),
    createdAt: createdAtNow(),
  },
  (table) => [
    uniqueIndex('members_merchant_username').on(table.merchantId, sql`lower(${table.username})`),
    uniqueIndex('members_merchant_mobile').on(table.merchantId, table.countryDialingCode, table.mobile),
    // The agent downline walk (a recursive CTE over parent links).
    index('members_parent').on(table.parentId),
    check('members_status_check', isOneOf(table.status, MEMBER_STATUSES)),
  ],
);

/** `member_id bigint not null` referencing members. */
export function memberRef(onDelete?: UpdateDeleteAction) {
  return bigRef('member_id', () => members.id, onDelete);
}

/** `member_id bigint primary key` referencing members: a member's one row. */
export function memberKey() {
  return bigintNumber('member_id')
    .primaryKey()
    .references(() => members.id);
}

/** Opaque tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigId(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: memberRef(),
    merchantId: merchantRef(),
    createdAt: createdAtNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    endedAt: timestamptz('ended_at'),
    /** logout | logout.all | login.elsewhere | password.changed | rg.break */
    endReason: text('end_reason'),
    ip: text('ip'),
  },
  // Per member logins in a time range (team KPI, last login).
  (table) => [index('sessions_member').on(table.memberId), index('sessions_member_created').on(table.memberId, table.createdAt)],
);

/** SMS and e-mail the platform would send; readable by tests and developers, never in production mode. */
const OUTBOX_CHANNELS = ['sms', 'email'] as const;

export const outbox = pgTable(
  'outbox',
  {
    id: bigId(),
    merchantId: merchantRef(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAtNow(),
  },
  (table) => [check('outbox_channel_check', isOneOf(table.channel, OUTBOX_CHANNELS))],
);

/** Fixed-window counters shared by every platform instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Platform-wide values such as the RSA key pair, shared by every instance. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { members, merchants } from './core';

type Texts = Record<'EN' | 'TY', string>;

export const REWARD_OFFER_KINDS = ['PROMOTION', 'CLUB_BENEFIT'] as const;
export const REWARD_APPLICATION_STATES = ['APPLYING', 'PROCESS', 'JOINED', 'ISSUED', 'CLAIMED', 'REJECTED'] as const;

/** What a member may apply for in the reward centre: a merchant's promotions and member-club benefits. */
export const rewardOffers = pgTable(
  'reward_offers',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REWARD_OFFER_KINDS }).notNull(),
    titles: jsonb('titles').$type<Texts>().notNull(),
    descriptions: jsonb('descriptions').$type<Texts>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: long-term. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    index('reward_offers_merchant_kind').on(table.merchantId, table.kind),
    check('reward_offers_kind_check', isOneOf(table.kind, REWARD_OFFER_KINDS)),
  ],
);

/**
 * A member's application to an offer. The bonus (minor units) is set when the operator issues it and
 * reaches the member's MAIN wallet, through one ledger posting, when the member claims it.
 */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    offerId: integer('offer_id')
      .notNull()
      .references(() => rewardOffers.id),
    /** R + UTC date + sequence: the application id the member and the operator quote. */
    reference: text('reference').notNull().unique(),
    /** The client's request id of the application: a repeat answers this row. */
    requestId: text('request_id').notNull(),
    remark: text('remark').notNull().default(''),
    uploadIds: jsonb('upload_ids').$type<string[]>().notNull().default([]),
    state: text('state', { enum: REWARD_APPLICATION_STATES }).notNull().default('APPLYING'),
    bonus: bigint('bonus', { mode: 'number' }),
    rejectReason: text('reject_reason'),
    /** The client's request id of the claim that paid it: a repeat of that claim answers the claimed row. */
    claimRequestId: text('claim_request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reward_applications_member_request').on(table.memberId, table.requestId),
    index('reward_applications_member_created').on(table.memberId, table.createdAt),
    index('reward_applications_merchant_state').on(table.merchantId, table.state),
    check('reward_applications_state_check', isOneOf(table.state, REWARD_APPLICATION_STATES)),
    check('reward_applications_remark_length', sql`char_length(${table.remark}) <= 140`),
    check('reward_applications_bonus_positive', sql`${table.bonus} IS NULL OR ${table.bonus} > 0`),
    check('reward_applications_issued_has_bonus', sql`${table.state} NOT IN ('ISSUED', 'CLAIMED') OR ${table.bonus} IS NOT NULL`),
  ],
);

/** A merchant's promo codes (stored upper-case): each credits `amount` (minor units) once per member. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promo_codes_merchant_code').on(table.merchantId, table.code),
    check('promo_codes_amount_positive', sql`${table.amount} > 0`),
    check('promo_codes_upper_case', sql`${table.code} = upper(${table.code})`),
  ],
);

/** One member's use of a promo code: the unique pair is what makes a code redeemable once per member. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: text('request_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promo_redemptions_code_member').on(table.codeId, table.memberId),
    uniqueIndex('promo_redemptions_member_request').on(table.memberId, table.requestId),
  ],
);

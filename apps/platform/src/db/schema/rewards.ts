import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, serialId, timestamptz, createdAt, minorUnits, sortOrder, texts, memberRequestIndexes } from './columns';
import { memberRef, merchantRef } from './core';

export const REWARD_OFFER_KINDS = ['PROMOTION', 'CLUB_BENEFIT'] as const;
export const REWARD_APPLICATION_STATES = ['APPLYING', 'PROCESS', 'JOINED', 'ISSUED', 'CLAIMED', 'REJECTED'] as const;

/** What a member may apply for in the reward centre: a merchant's promotions and member-club benefits. */
export const rewardOffers = pgTable(
  'reward_offers',
  {
    id: serialId(),
    merchantId: merchantRef('cascade'),
    kind: text('kind', { enum: REWARD_OFFER_KINDS }).notNull(),
    titles: texts('titles'),
    descriptions: texts('descriptions'),
    startsAt: timestamptz('starts_at').notNull(),
    /** Null: long-term. */
    endsAt: timestamptz('ends_at'),
    sortOrder: sortOrder(),
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
    id: bigId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
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
    bonus: minorUnits('bonus'),
    rejectReason: text('reject_reason'),
    /** The client's request id of the claim that paid it: a repeat of that claim answers the claimed row. */
    claimRequestId: text('claim_request_id'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
    claimedAt: timestamptz('claimed_at'),
  },
  (table) => [
    ...memberRequestIndexes('reward_applications', table, table.state),
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
    id: serialId(),
    merchantId: merchantRef('cascade'),
    code: text('code').notNull(),
    amount: minorUnits('amount').notNull(),
    /** Null: never expires. */
    expiresAt: timestamptz('expires_at'),
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
    id: bigId(),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    requestId: text('request_id').notNull(),
    amount: minorUnits('amount').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('promo_redemptions_code_member').on(table.codeId, table.memberId),
    uniqueIndex('promo_redemptions_member_request').on(table.memberId, table.requestId),
  ],
);

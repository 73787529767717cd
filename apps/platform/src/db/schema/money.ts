import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, serialId, timestamptz, createdAt, minorUnits, bigRef, sortOrder, texts, memberRequestIndexes } from './columns';
import { memberKey, memberRef, merchantKey, merchantRef } from './core';

export const DEPOSIT_CHANNEL_TYPES = ['BANK_TRANSFER', 'E_WALLET', 'QR'] as const;
/** Stored states; EXPIRED is never stored: a PENDING deposit past its expiry reads as EXPIRED. */
export const STORED_DEPOSIT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Where a member sends money, as the contract's payTo (bank account, e-wallet account or QR text). */
export interface PayTo {
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  provider?: string;
  qrPayload?: string;
}

/** A merchant's ways to deposit. Amounts are minor units. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serialId(),
    merchantId: merchantRef('cascade'),
    /** The id the app sees, e.g. bank-1. */
    code: text('code').notNull(),
    type: text('type', { enum: DEPOSIT_CHANNEL_TYPES }).notNull(),
    names: texts('names'),
    min: minorUnits('min').notNull(),
    max: minorUnits('max').notNull(),
    quickAmounts: jsonb('quick_amounts').$type<number[]>().notNull().default([]),
    expiryMinutes: integer('expiry_minutes').notNull(),
    payTo: jsonb('pay_to').$type<PayTo>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: sortOrder(),
  },
  (table) => [
    uniqueIndex('deposit_channels_merchant_code').on(table.merchantId, table.code),
    check('deposit_channels_type_check', isOneOf(table.type, DEPOSIT_CHANNEL_TYPES)),
    check('deposit_channels_range_check', sql`${table.min} > 0 AND ${table.max} >= ${table.min}`),
    check('deposit_channels_expiry_check', sql`${table.expiryMinutes} > 0`),
  ],
);

/** A member's deposit request. Money moves only when the operator confirms it (one ledger posting). */
export const deposits = pgTable(
  'deposits',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    /** D + UTC date + sequence, e.g. D20261123000042. */
    reference: text('reference').notNull().unique(),
    /** What the member writes in the transfer's remarks. */
    referenceCode: text('reference_code').notNull(),
    /** The client's request id: a repeat answers this deposit. */
    requestId: text('request_id').notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    /** The channel as the member saw it, kept as it was when the request was made. */
    channelCode: text('channel_code').notNull(),
    channelType: text('channel_type', { enum: DEPOSIT_CHANNEL_TYPES }).notNull(),
    channelNames: texts('channel_names'),
    payTo: jsonb('pay_to').$type<PayTo>().notNull(),
    amount: minorUnits('amount').notNull(),
    status: text('status', { enum: STORED_DEPOSIT_STATUSES }).notNull().default('PENDING'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    ...memberRequestIndexes('deposits', table, table.status),
    check('deposits_status_check', isOneOf(table.status, STORED_DEPOSIT_STATUSES)),
    check('deposits_channel_type_check', isOneOf(table.channelType, DEPOSIT_CHANNEL_TYPES)),
    check('deposits_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Banks a member may add a card for, per merchant. */
export const merchantBanks = pgTable(
  'merchant_banks',
  {
    merchantId: merchantRef('cascade'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: sortOrder(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.code] })],
);

/** A member's payout card: never the number, only a keyed hash (duplicates) and the last 4 digits. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    numberHash: text('number_hash').notNull(),
    last4: text('last4').notNull(),
    payeeName: text('payee_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_cards_merchant_number').on(table.merchantId, table.numberHash),
    index('bank_cards_member').on(table.memberId),
    check('bank_cards_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A member's money settings: real name, payment password and its wrong-attempt lock. The row is also the
 * member's money lock: requests that must not interleave (limits, request ids) take it FOR UPDATE.
 */
export const memberMoneyProfiles = pgTable(
  'member_money_profiles',
  {
    memberId: memberKey(),
    /** Null until set: then the registration's payee name, if any, stands. */
    realName: text('real_name'),
    paymentPasswordHash: text('payment_password_hash'),
    wrongPaymentPasswords: smallint('wrong_payment_passwords').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (table) => [check('member_money_profiles_wrong_check', sql`${table.wrongPaymentPasswords} >= 0`)],
);

/** A merchant's withdrawal limits, in minor units; the daily count is per UTC day. */
export const withdrawLimits = pgTable(
  'withdraw_limits',
  {
    merchantId: merchantKey(),
    min: minorUnits('min').notNull(),
    max: minorUnits('max').notNull(),
    dailyCount: integer('daily_count').notNull(),
  },
  (table) => [
    check('withdraw_limits_range_check', sql`${table.min} > 0 AND ${table.max} >= ${table.min}`),
    check('withdraw_limits_daily_check', sql`${table.dailyCount} >= 0`),
  ],
);

/** A withdrawal: its amount is held (a ledger posting) from the request until the operator decides. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    /** W + UTC date + sequence. */
    reference: text('reference').notNull().unique(),
    requestId: text('request_id').notNull(),
    bankCardId: bigRef('bank_card_id', () => bankCards.id),
    bankName: text('bank_name').notNull(),
    last4: text('last4').notNull(),
    amount: minorUnits('amount').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('PENDING'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    ...memberRequestIndexes('withdrawals', table, table.status),
    check('withdrawals_status_check', isOneOf(table.status, WITHDRAWAL_STATUSES)),
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
  ],
);

export const MOBILE_TEMPLATE_FLAGS = ['mem_cen', 'dep_func'] as const;
export type MobileTemplateFlag = (typeof MOBILE_TEMPLATE_FLAGS)[number];

/** An operator's override of a merchant's info.mobileTemplate flag (else brand.json's templates decide). */
export const mobileTemplateOverrides = pgTable(
  'mobile_template_overrides',
  {
    merchantId: merchantRef('cascade'),
    flag: text('flag', { enum: MOBILE_TEMPLATE_FLAGS }).notNull(),
    value: smallint('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.flag] }),
    check('mobile_template_overrides_flag_check', isOneOf(table.flag, MOBILE_TEMPLATE_FLAGS)),
    check('mobile_template_overrides_value_check', sql`${table.value} IN (0, 1)`),
  ],
);

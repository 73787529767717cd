import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, timestamptz, createdAt } from './columns';
import { memberKey, memberRef, merchantRef } from './core';

/** One live captcha per (merchant, loginDeviceId): asking again replaces it; an answer is good once. */
export const captchas = pgTable(
  'captchas',
  {
    merchantId: merchantRef(),
    clientId: text('client_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    /** The answer in clear, kept only when the outbox is readable (development, tests) for e2e journeys. */
    devAnswer: text('dev_answer'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.clientId] })],
);

/**
 * One verification code per (merchant, purpose, recipient); a new code replaces the old one once the resend
 * window passed. Codes to bind an address to a member are kept per member (see sms-codes.ts).
 */
const SMS_PURPOSES = ['register', 'nologin', 'bindMobile', 'bindEmail'] as const;

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigId(),
    merchantId: merchantRef(),
    /** register | nologin | bindMobile | bindEmail */
    purpose: text('purpose', { enum: SMS_PURPOSES }).notNull(),
    /** E.164, e.g. +84901234567; for binding, `m<member id>:<E.164 or lower-case e-mail>`. */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    resendAt: timestamptz('resend_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [
    uniqueIndex('sms_codes_target').on(table.merchantId, table.purpose, table.recipient),
    check('sms_codes_purpose_check', isOneOf(table.purpose, SMS_PURPOSES)),
  ],
);

/** Per-merchant registration field rules, answered by /wps/system/setting/register and enforced on register. */
export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    merchantId: merchantRef(),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    /** A regular expression, or '*' for any value. */
    acceptedPattern: text('accepted_pattern').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    patternId: text('pattern_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.field] }),
    check('register_field_rules_min_length_check', sql`${table.minLength} >= 0`),
    check('register_field_rules_check', sql`${table.maxLength} >= ${table.minLength}`),
  ],
);

/** How and where a member registered, and the registration fields the members table does not hold. */
const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

export const memberRegistrations = pgTable(
  'member_registrations',
  {
    memberId: memberKey(),
    registerMethod: text('register_method', { enum: REGISTER_METHODS }).notNull(),
    registerUrl: text('register_url'),
    domain: text('domain'),
    loginDeviceId: text('login_device_id').notNull(),
    ip: text('ip'),
    affiliateCode: text('affiliate_code'),
    recommenderId: text('recommender_id'),
    payeeName: text('payee_name'),
    idNumber: text('id_number'),
    /** qqNum, facebook, wechat, line, whatsapp, zalo as given. */
    contacts: jsonb('contacts').$type<Record<string, string>>().notNull().default({}),
    paymentPasswordHash: text('payment_password_hash'),
    createdAt: createdAt(),
  },
  (table) => [check('member_registrations_register_method_check', isOneOf(table.registerMethod, REGISTER_METHODS))],
);

/** The trial member a device plays as on a trial merchant, so free play keeps its state on that device. */
export const trialDevices = pgTable(
  'trial_devices',
  {
    merchantId: merchantRef(),
    loginDeviceId: text('login_device_id').notNull(),
    memberId: memberRef(),
    /** The device's free-play key, hashed (hashSecret 'trial-device'): resumes the member for its holder only. */
    keyHash: text('key_hash'),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.loginDeviceId] })],
);

/** A forgotten password's temporary replacement: valid beside the old password until used or expired. */
export const passwordResets = pgTable('password_resets', {
  memberId: memberKey(),
  passwordHash: text('password_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

import { check, pgTable, text, index } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { timestamptz } from './columns';
import { memberKey, merchantRef } from './core';
import { uploads } from './uploads';

/** Stored states; NOT_SUBMITTED is the absence of a row. */
export const STORED_KYC_STATUSES = ['UNDER_REVIEW', 'VERIFIED', 'REJECTED'] as const;

/** A member's KYC: the last submission, its images (uploads used by `kyc:<memberId>`) and the operator's decision. */
export const memberKyc = pgTable(
  'member_kyc',
  {
    memberId: memberKey(),
    merchantId: merchantRef(),
    status: text('status', { enum: STORED_KYC_STATUSES }).notNull(),
    realName: text('real_name').notNull(),
    idNumber: text('id_number').notNull(),
    /** YYYY-MM-DD. */
    birthday: text('birthday').notNull(),
    placeOfBirth: text('place_of_birth').notNull(),
    nationality: text('nationality').notNull(),
    address: text('address').notNull(),
    permanentAddress: text('permanent_address').notNull(),
    currentAddress: text('current_address').notNull(),
    occupation: text('occupation').notNull(),
    sourceOfIncome: text('source_of_income').notNull(),
    idFrontUploadId: text('id_front_upload_id')
      .notNull()
      .references(() => uploads.id),
    idBackUploadId: text('id_back_upload_id')
      .notNull()
      .references(() => uploads.id),
    selfieUploadId: text('selfie_upload_id')
      .notNull()
      .references(() => uploads.id),
    rejectReason: text('reject_reason'),
    submittedAt: timestamptz('submitted_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    index('member_kyc_merchant_status').on(table.merchantId, table.status),
    check('member_kyc_status_check', isOneOf(table.status, STORED_KYC_STATUSES)),
  ],
);

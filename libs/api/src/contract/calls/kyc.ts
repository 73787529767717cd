import * as z from 'zod/mini';
import { epochMsSchema } from '../common';
import { defineCall } from '../define-call';
import { uploadIdSchema } from './uploads';
import { lazySchema } from '../lazy-schema';

/*
 * KYC: the member's identity profile and documents (spec sections 3, 4 and 5). The spec names the fields
 * and the labels (uploading, under review "still pending process", verified) but neither paths nor
 * transitions; these are ours, recorded here.
 *
 * Choices:
 * - `GET /wps/member/kyc` answers the member's KYC; `POST /wps/member/kyc` submits it (JSON: the images
 *   travel first through uploads.image, the submission names their upload ids).
 * - States: NOT_SUBMITTED → UNDER_REVIEW (on submit) → VERIFIED or REJECTED (the operator, with a reason).
 *   A rejected KYC may be submitted again (to review again); one under review or verified may not:
 *   `kyc.under.review`, `kyc.verified`. A verified KYC is read-only for good: its real name is the
 *   account's real name, the one bank card payees must match (the money profile's realName).
 *   "Uploading" is the app's own state while the images go up.
 * - The birthday is a calendar date `YYYY-MM-DD`; the member must be at least the brand's minimum age
 *   (brand.json minimumAge: 18, 21 on some brands) on the platform's date: `kyc.age.under`
 *   (value.field `birthday`), a date in the future or not a date: `request_param_err`.
 * - The three images must be the member's own unused uploads (uploads.ts): `upload.not.found`,
 *   `upload.in.use`, naming the field. All three are required and distinct.
 * - `real` access: trial users have no KYC (`trial.forbidden`).
 */

export const KYC_STATUSES = ['NOT_SUBMITTED', 'UNDER_REVIEW', 'VERIFIED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** A calendar date, e.g. 1990-04-30. */
export const birthdaySchema = lazySchema(() =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
    z.refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    }, 'not a calendar date'),
  ),
);

/** Whole years from a YYYY-MM-DD birthday to `today` (UTC): on the birthday itself the year counts. */
export function ageOn(birthday: string, today: Date): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const years = today.getUTCFullYear() - year;
  const thisMonth = today.getUTCMonth() + 1;
  const beforeBirthday = thisMonth < month || (thisMonth === month && today.getUTCDate() < day);
  return beforeBirthday ? years - 1 : years;
}

/** The characters a one-line profile field takes: at least KYC_LINE_MIN, at most its own maximum. */
export const KYC_LINE_MIN = 2;
/** National ID or passport number: 6-20 letters, digits or dashes. */
export const KYC_ID_NUMBER_PATTERN = /^[A-Za-z0-9-]{6,20}$/;
const line = (max: number) => z.string().check(z.trim(), z.minLength(KYC_LINE_MIN), z.maxLength(max));

/**
 * The profile fields in the order the form and the summary show them, each with its rule: one rule for the
 * ID number, one for the birthday, and `line(max)` for the one-line fields. The contract and the form build
 * their own rules (zod checks here, the form's messages there) over this one list.
 */
export function kycFieldRules<Line, IdNumber, Birthday>(rules: { line: (max: number) => Line; idNumber: IdNumber; birthday: Birthday }) {
  const { line } = rules;
  return {
    realName: line(64),
    idNumber: rules.idNumber,
    birthday: rules.birthday,
    placeOfBirth: line(100),
    nationality: line(64),
    address: line(200),
    permanentAddress: line(200),
    currentAddress: line(200),
    occupation: line(100),
    sourceOfIncome: line(100),
  };
}

/** The profile fields, as the member types them (the platform trims them). */
export const kycFieldsSchema = lazySchema(() =>
  z.object(
    kycFieldRules({
      line,
      idNumber: z.string().check(z.trim(), z.regex(KYC_ID_NUMBER_PATTERN, '6-20 letters, digits or -')),
      birthday: birthdaySchema(),
    }),
  ),
);
export type KycFields = z.output<ReturnType<typeof kycFieldsSchema>>;
/** The fields in the schema's order, read off the rule list without building a schema. */
export const KYC_FIELD_NAMES = Object.keys(kycFieldRules({ line: () => null, idNumber: null, birthday: null })) as (keyof KycFields)[];

export const kycDocumentsSchema = lazySchema(() =>
  z.object({ idFront: uploadIdSchema(), idBack: uploadIdSchema(), selfie: uploadIdSchema() }),
);
export type KycDocuments = z.output<ReturnType<typeof kycDocumentsSchema>>;
export const KYC_DOCUMENTS = ['idFront', 'idBack', 'selfie'] as const;

export const kycSchema = lazySchema(() =>
  z.object({
    status: z.enum(KYC_STATUSES),
    /** The brand's minimum age, which the birthday must meet. */
    minimumAge: z.number().check(z.int(), z.positive()),
    /** What was last submitted; null before the first submission. */
    fields: z.nullable(kycFieldsSchema()),
    /** Upload ids of the submitted images (the app shows them with useUploadedImage). */
    documents: z.nullable(kycDocumentsSchema()),
    /** REJECTED: the operator's reason. */
    rejectReason: z.nullable(z.string()),
    submittedAt: z.nullable(epochMsSchema()),
    decidedAt: z.nullable(epochMsSchema()),
    /** UNDER_REVIEW and VERIFIED: nothing may change; REJECTED and NOT_SUBMITTED: the member may submit. */
    editable: z.boolean(),
  }),
);
export type Kyc = z.output<ReturnType<typeof kycSchema>>;

export const kycCalls = {
  get: defineCall({ id: 'kyc.get', method: 'GET', path: '/wps/member/kyc', auth: 'real', errors: [], value: () => kycSchema() }),
  /**
   * Errors: kyc.under.review, kyc.verified, kyc.age.under, upload.not.found, upload.in.use,
   * request_param_err (value.field names the field).
   */
  submit: defineCall({
    id: 'kyc.submit',
    method: 'POST',
    path: '/wps/member/kyc',
    auth: 'real',
    errors: ['kyc.age.under', 'kyc.under.review', 'kyc.verified', 'upload.not.found', 'upload.in.use'] as const,
    body: () =>
      z.object({
        ...kycFieldsSchema().shape,
        documents: kycDocumentsSchema().check(
          z.refine((documents) => new Set(Object.values(documents)).size === 3, 'three different images'),
        ),
      }),
    value: kycSchema,
  }),
};

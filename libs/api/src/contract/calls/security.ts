import * as z from 'zod/mini';
import { epochMsSchema } from '../common';
import { defineCall } from '../define-call';
import { lazySchema } from '../lazy-schema';

/*
 * Security centre (spec sections 2 /m/securityCenter and 7 "Security": /wps/member/password,
 * /paymentPassword, /bankCard, /securityQuestions, /info/email; issue 13). The spec names the paths of the
 * family but no shapes; these are ours, recorded here. Change password, payment password and bank cards
 * are the session and money calls; this file adds what the hub and its new pages need.
 *
 * Choices:
 * - The hub reads one summary, `GET /wps/member/security`, rather than a wider member info: the bound mobile
 *   and e-mail come masked (the full values never leave the platform after binding), plus whether security
 *   questions and a payment password are set and how many bank cards there are.
 * - Security questions: `GET /wps/member/securityQuestions` lists the platform's questions in the request's
 *   language (EN/TY) and which two the member chose (never the answers). `POST` sets exactly 2 different
 *   questions with answers (1-64 characters); answers are hashed like passwords, compared trimmed, with inner
 *   spaces collapsed and case-insensitively. The first set needs nothing more; changing them needs the login
 *   password (`loginPassword`; wrong: `user.or.password.wrong`). Body encrypted like the payment password's.
 * - Bound e-mail and mobile: `POST /wps/member/info/email/code` (or `/info/mobile/code`) puts a 6-digit code
 *   in the outbox, answering `expirationTime` (when another may be asked for, 60 s; sooner is
 *   TOO_MANY_REQUEST); `POST /wps/member/info/email` (or `/info/mobile`) binds with the code. A code belongs
 *   to the member and the address it was sent to, lasts 5 minutes and 5 tries, and is good once; a wrong,
 *   expired, used or someone else's code is `sms.code.error`. Binding attempts are also rate limited per
 *   member. A mobile number bound to another member of the merchant is `mobile.exists` (both when the code
 *   is asked for and when binding). Binding replaces the previous address.
 * - All need a real account: trial users get `trial.forbidden`.
 */

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

const email = lazySchema(() => z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL, 'an e-mail address')));
const countryDialingCode = lazySchema(() => z.string().check(z.trim(), z.regex(/^\+?\d{1,4}$/, 'a country dialing code')));
const mobileNum = lazySchema(() => z.string().check(z.trim(), z.regex(/^[\d\s-]{4,20}$/, 'a mobile number')));
const verificationCode = lazySchema(() => z.string().check(z.trim(), z.regex(/^\d{6}$/, '6 digits')));
const codeAnswer = lazySchema(() => z.object({ expirationTime: epochMsSchema() }));

/** How many questions a member answers. */
export const SECURITY_QUESTION_COUNT = 2;
export const SECURITY_ANSWER_MAX = 64;

export const securitySummarySchema = lazySchema(() =>
  z.object({
    /** e.g. "+84 90•••••67"; null when none is bound. */
    mobile: z.nullable(z.string()),
    /** e.g. "ma•••@example.com"; null when none is bound. */
    email: z.nullable(z.string()),
    hasSecurityQuestions: z.boolean(),
    hasPaymentPassword: z.boolean(),
    bankCardCount: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type SecuritySummary = z.output<ReturnType<typeof securitySummarySchema>>;

export const securityQuestionSchema = lazySchema(() => z.object({ id: z.number().check(z.int()), question: z.string() }));
export type SecurityQuestion = z.output<ReturnType<typeof securityQuestionSchema>>;

export const securityQuestionsSchema = lazySchema(() =>
  z.object({
    questions: z.array(securityQuestionSchema()),
    /** The ids of the member's questions in order; empty until set. */
    chosen: z.array(z.number().check(z.int())),
  }),
);
export type SecurityQuestions = z.output<ReturnType<typeof securityQuestionsSchema>>;

const securityAnswer = lazySchema(() =>
  z.object({
    questionId: z.number().check(z.int(), z.positive()),
    answer: z.string().check(z.trim(), z.minLength(1), z.maxLength(SECURITY_ANSWER_MAX)),
  }),
);

export const securityCalls = {
  summary: defineCall({
    id: 'security.summary',
    method: 'GET',
    path: '/wps/member/security',
    auth: 'real',
    errors: [],
    value: securitySummarySchema,
  }),
  questions: defineCall({
    id: 'security.questions',
    method: 'GET',
    path: '/wps/member/securityQuestions',
    auth: 'real',
    errors: [] as const,
    value: securityQuestionsSchema,
  }),
  /** Errors: user.or.password.wrong, request_param_err (value.field loginPassword when changing without it). */
  setQuestions: defineCall({
    id: 'security.setQuestions',
    method: 'POST',
    path: '/wps/member/securityQuestions',
    auth: 'real',
    errors: ['user.or.password.wrong'] as const,
    body: () =>
      z
        .object({
          loginPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
          answers: z.array(securityAnswer()).check(z.length(SECURITY_QUESTION_COUNT)),
        })
        .check(
          z.refine((body) => new Set(body.answers.map((answer) => answer.questionId)).size === body.answers.length, {
            message: 'the questions must differ',
            path: ['answers'],
          }),
        ),
    bodyEncoding: 'encrypted',
    value: securityQuestionsSchema,
  }),
  emailCode: defineCall({
    id: 'security.emailCode',
    method: 'POST',
    path: '/wps/member/info/email/code',
    auth: 'real',
    errors: [] as const,
    body: () => z.object({ email: email() }),
    value: codeAnswer,
  }),
  /** Errors: sms.code.error, TOO_MANY_REQUEST. */
  bindEmail: defineCall({
    id: 'security.bindEmail',
    method: 'POST',
    path: '/wps/member/info/email',
    auth: 'real',
    errors: ['sms.code.error'] as const,
    body: () => z.object({ email: email(), verificationCode: verificationCode() }),
    value: securitySummarySchema,
  }),
  /** Errors: mobile.exists, TOO_MANY_REQUEST. */
  mobileCode: defineCall({
    id: 'security.mobileCode',
    method: 'POST',
    path: '/wps/member/info/mobile/code',
    auth: 'real',
    errors: ['mobile.exists'] as const,
    body: () => z.object({ countryDialingCode: countryDialingCode(), mobileNum: mobileNum() }),
    value: codeAnswer,
  }),
  /** Errors: sms.code.error, mobile.exists, TOO_MANY_REQUEST. */
  bindMobile: defineCall({
    id: 'security.bindMobile',
    method: 'POST',
    path: '/wps/member/info/mobile',
    auth: 'real',
    errors: ['mobile.exists', 'sms.code.error'] as const,
    body: () => z.object({ countryDialingCode: countryDialingCode(), mobileNum: mobileNum(), verificationCode: verificationCode() }),
    value: securitySummarySchema,
  }),
};

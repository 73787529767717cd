import * as z from 'zod/mini';
import { amountInputSchema, emptyValueSchema, epochMsSchema, moneySchema, pageNumberSchema, pageSizeSchema } from '../common';
import { defineCall } from '../define-call';
import { lazySchema } from '../lazy-schema';

/*
 * Money: deposit, withdraw, bank cards, payment password and account records (spec sections 2, 3, 7, 9).
 * The spec names the families (many MCS2_deposit* relays, /wps/transaction/withdraw, MCS2_bankCards,
 * /wps/member/paymentPassword and /bankCard) but not the shapes; these are ours, recorded here.
 *
 * Choices:
 * - Amounts on the wire are numbers with at most 2 decimals (as `sumBalance`); the app turns them into
 *   integer minor units with wireToMinor and back with minorToWire (money-units.ts), never by arithmetic.
 *   An amount a request carries is amountInputSchema: at least one minor unit and exactly as sent.
 * - Every call that moves or holds money carries a `requestId` chosen by the client (8-64 letters, digits,
 *   - or _). The platform applies a request id once per member: a repeat answers what the first did
 *   (the same deposit or withdrawal), so a retry after a lost answer never moves money twice.
 * - Withdraw, bank card and payment password bodies are encrypted (upstream-contract.md).
 * - All need a real account: trial users get `trial.forbidden`.
 * - Times are epoch milliseconds; a record's day is the member's local day, so the client sends the range
 *   as [from, to) epoch milliseconds.
 */

const requestId = lazySchema(() => z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, - or _')));
const paymentPassword = lazySchema(() => z.string().check(z.regex(/^\d{6}$/, '6 digits')));
const paged = lazySchema(() => ({ pageNum: z.number(), totalPages: z.number() }));

// ─── Deposit ────────────────────────────────────────────────────────────────────────────────────────────

export const DEPOSIT_CHANNEL_TYPES = ['BANK_TRANSFER', 'E_WALLET', 'QR'] as const;
export const DEPOSIT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED'] as const;

/** Where the member sends the money: the operator's bank account, an e-wallet account, or a QR payload. */
export const depositPayToSchema = lazySchema(() =>
  z.object({
    bankName: z.optional(z.string()),
    accountName: z.optional(z.string()),
    accountNumber: z.optional(z.string()),
    /** E-wallet provider name (E_WALLET). */
    provider: z.optional(z.string()),
    /** Text the app draws as a QR code in the page (QR); never a URL the app opens. */
    qrPayload: z.optional(z.string()),
  }),
);

export const depositChannelSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.enum(DEPOSIT_CHANNEL_TYPES),
    name: z.string(),
    min: moneySchema(),
    max: moneySchema(),
    /** Chips the form offers, within [min, max]. */
    quickAmounts: z.array(moneySchema()),
    /** Minutes a request stays payable before it expires. */
    expiryMinutes: z.number().check(z.int(), z.positive()),
    payTo: depositPayToSchema(),
  }),
);
export type DepositChannel = z.output<ReturnType<typeof depositChannelSchema>>;

export const depositSchema = lazySchema(() =>
  z.object({
    reference: z.string(),
    channelId: z.string(),
    channelType: z.enum(DEPOSIT_CHANNEL_TYPES),
    channelName: z.string(),
    amount: moneySchema(),
    status: z.enum(DEPOSIT_STATUSES),
    /** The code the member writes in the transfer's remarks, so the operator can match the payment. */
    referenceCode: z.string(),
    payTo: depositPayToSchema(),
    createdAt: epochMsSchema(),
    expiresAt: epochMsSchema(),
    /** When the operator confirmed or rejected it. */
    decidedAt: z.nullable(epochMsSchema()),
  }),
);
export type Deposit = z.output<ReturnType<typeof depositSchema>>;

export const depositCalls = {
  channels: defineCall({
    id: 'deposit.channels',
    method: 'GET',
    path: '/wps/relay/MCS2_depositChannels',
    auth: 'real',
    errors: [] as const,
    value: () => z.object({ currency: z.string(), currencySymbol: z.string(), channels: z.array(depositChannelSchema()) }),
  }),
  request: defineCall({
    id: 'deposit.request',
    method: 'POST',
    path: '/wps/relay/MCS2_depositRequest',
    auth: 'real',
    errors: [
      'deposit.amount.out.of.range',
      'deposit.channel.unavailable',
      'deposit.pending.limit',
      'request.id.reused',
      // Responsible gaming (calls/responsible-gaming.ts).
      'rg.deposit.limit',
      'rg.time.out',
      'rg.self.excluded',
    ] as const,
    body: () =>
      z.object({
        requestId: requestId(),
        channelId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
        amount: amountInputSchema(),
      }),
    value: depositSchema,
  }),
  history: defineCall({
    id: 'deposit.history',
    method: 'GET',
    path: '/wps/relay/MCS2_depositHistory',
    auth: 'real',
    errors: [] as const,
    query: () => z.object({ pageNo: pageNumberSchema(), pageSize: pageSizeSchema(50, 10) }),
    value: () => z.object({ list: z.array(depositSchema()), ...paged() }),
  }),
};

// ─── Bank cards and payment password ─────────────────────────────────────────────────────────────────

export const bankSchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));

export const bankCardSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    bankCode: z.string(),
    bankName: z.string(),
    /** Only the last 4 digits are ever answered: "•••• 1234". */
    maskedNumber: z.string(),
    payeeName: z.string(),
    createdAt: epochMsSchema(),
  }),
);
export type BankCard = z.output<ReturnType<typeof bankCardSchema>>;

export const bankCardsSchema = lazySchema(() =>
  z.object({
    cards: z.array(bankCardSchema()),
    /** Banks a card may be added for (the merchant's list). */
    banks: z.array(bankSchema()),
    /** The account's real name: a card's payee must equal it. Null until the first card sets it. */
    realName: z.nullable(z.string()),
    maxCards: z.number(),
    hasPaymentPassword: z.boolean(),
  }),
);
export type BankCards = z.output<ReturnType<typeof bankCardsSchema>>;

export const bankCardCalls = {
  list: defineCall({
    id: 'bankCard.list',
    method: 'GET',
    path: '/wps/relay/MCS2_bankCards',
    auth: 'real',
    errors: [],
    value: bankCardsSchema,
  }),
  /** Errors: bankcard.number.invalid, bankcard.payee.mismatch, bankcard.duplicate, bankcard.limit, payment.password.* */
  add: defineCall({
    id: 'bankCard.add',
    method: 'POST',
    path: '/wps/member/bankCard',
    auth: 'real',
    errors: [
      'bankcard.number.invalid',
      'bankcard.payee.mismatch',
      'bankcard.duplicate',
      'bankcard.limit',
      'payment.password.required',
      'payment.password.wrong',
      'payment.password.locked',
    ] as const,
    body: () =>
      z.object({
        bankCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
        /** Digits only, 12-19, passing the Luhn check. */
        cardNumber: z.string().check(z.trim(), z.regex(/^\d{12,19}$/, '12-19 digits')),
        payeeName: z.string().check(z.trim(), z.minLength(2), z.maxLength(64)),
        paymentPassword: paymentPassword(),
      }),
    bodyEncoding: 'encrypted',
    value: bankCardsSchema,
  }),
};

export const paymentPasswordCalls = {
  /**
   * Sets the payment password: the first time with the login password (`loginPassword`), afterwards with
   * the current payment password (`oldPaymentPassword`). Errors: payment.password.wrong,
   * payment.password.locked, modify.new.old.same, user.or.password.wrong; a confirmation that differs is
   * request_param_err on `confirmPaymentPassword` (the body's schema).
   */
  set: defineCall({
    id: 'paymentPassword.set',
    method: 'POST',
    path: '/wps/member/paymentPassword',
    auth: 'real',
    errors: ['payment.password.wrong', 'payment.password.locked', 'modify.new.old.same', 'user.or.password.wrong'] as const,
    body: () =>
      z
        .object({
          loginPassword: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
          oldPaymentPassword: z.optional(paymentPassword()),
          newPaymentPassword: paymentPassword(),
          confirmPaymentPassword: paymentPassword(),
        })
        .check(
          z.refine((body) => body.newPaymentPassword === body.confirmPaymentPassword, {
            message: 'the confirmation differs',
            path: ['confirmPaymentPassword'],
          }),
          z.refine((body) => body.loginPassword !== undefined || body.oldPaymentPassword !== undefined, {
            message: 'loginPassword or oldPaymentPassword is required',
            path: ['loginPassword'],
          }),
        ),
    bodyEncoding: 'encrypted',
    value: emptyValueSchema,
  }),
};

// ─── Withdraw ────────────────────────────────────────────────────────────────────────────────────────

export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const withdrawalSchema = lazySchema(() =>
  z.object({
    reference: z.string(),
    amount: moneySchema(),
    status: z.enum(WITHDRAWAL_STATUSES),
    bankName: z.string(),
    maskedNumber: z.string(),
    createdAt: epochMsSchema(),
    decidedAt: z.nullable(epochMsSchema()),
  }),
);
export type Withdrawal = z.output<ReturnType<typeof withdrawalSchema>>;

export const withdrawSettingsSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    /** The MAIN wallet's balance: game wallets are recalled to MAIN before withdrawing. */
    withdrawable: moneySchema(),
    min: moneySchema(),
    max: moneySchema(),
    dailyCount: z.number(),
    usedToday: z.number(),
    hasPaymentPassword: z.boolean(),
    /** While set, withdrawals are locked after too many wrong payment passwords. */
    lockedUntil: z.nullable(epochMsSchema()),
  }),
);
export type WithdrawSettings = z.output<ReturnType<typeof withdrawSettingsSchema>>;

export const withdrawCalls = {
  settings: defineCall({
    id: 'withdraw.settings',
    method: 'GET',
    path: '/wps/transaction/withdraw/settings',
    auth: 'real',
    errors: [] as const,
    value: withdrawSettingsSchema,
  }),
  /**
   * Holds the amount while pending. Errors: withdraw.amount.below.min, withdraw.amount.above.max,
   * withdraw.daily.count.exceeded, balance.insufficient, payment.password.required, payment.password.wrong
   * (value.attemptsLeft), payment.password.locked (value.lockedUntil), bankcard.not.found.
   */
  request: defineCall({
    id: 'withdraw.request',
    method: 'POST',
    path: '/wps/transaction/withdraw',
    auth: 'real',
    errors: [
      'bankcard.not.found',
      'withdraw.amount.below.min',
      'withdraw.amount.above.max',
      'withdraw.daily.count.exceeded',
      'balance.insufficient',
      'payment.password.required',
      'payment.password.wrong',
      'payment.password.locked',
      'request.id.reused',
    ] as const,
    body: () =>
      z.object({
        requestId: requestId(),
        bankCardId: z.number().check(z.int(), z.positive()),
        amount: amountInputSchema(),
        paymentPassword: paymentPassword(),
      }),
    bodyEncoding: 'encrypted',
    value: withdrawalSchema,
  }),
  history: defineCall({
    id: 'withdraw.history',
    method: 'GET',
    path: '/wps/transaction/withdraw/history',
    auth: 'real',
    errors: [] as const,
    query: () => z.object({ pageNo: pageNumberSchema(), pageSize: pageSizeSchema(50, 10) }),
    value: () => z.object({ list: z.array(withdrawalSchema()), ...paged() }),
  }),
};

// ─── Account records ─────────────────────────────────────────────────────────────────────────────────

export const RECORD_TYPES = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'WIN', 'BONUS', 'ADJUSTMENT', 'COMMISSION'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const accountRecordSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    type: z.enum(RECORD_TYPES),
    /** Signed: negative leaves the wallet. */
    amount: moneySchema(),
    balanceAfter: moneySchema(),
    /** MAIN or a game wallet's code. */
    wallet: z.string(),
    /** What the member reads as its reference, never an internal key: D…/W…/R… or a promo code, T… for a transfer, G… for a game round, a payout period; null for the house's corrections. */
    reference: z.nullable(z.string()),
    createdAt: epochMsSchema(),
  }),
);
export type AccountRecord = z.output<ReturnType<typeof accountRecordSchema>>;

export const recordTotalSchema = lazySchema(() =>
  z.object({
    type: z.enum(RECORD_TYPES),
    count: z.number(),
    /** Signed sum of the type's movements in the range. */
    amount: moneySchema(),
  }),
);

const MAX_RANGE_MS = 366 * 24 * 60 * 60 * 1000;

export const recordCalls = {
  /**
   * The member's movements in [from, to), newest first, with totals per type for the whole range. The
   * agent form (?types=A on the route) is the agent's own records here.
   */
  list: defineCall({
    id: 'records.list',
    method: 'GET',
    path: '/wps/transaction/records',
    auth: 'real',
    errors: [] as const,
    query: () =>
      z
        .object({
          /** Comma-separated RECORD_TYPES; empty or absent means all. */
          types: z.optional(z.string().check(z.regex(/^([A-Z]+(,[A-Z]+)*)?$/, 'comma-separated record types'))),
          from: z.coerce.number().check(z.int(), z.gte(0)),
          to: z.coerce.number().check(z.int(), z.gte(0)),
          pageNo: pageNumberSchema(),
          pageSize: pageSizeSchema(100, 20),
        })
        .check(
          z.refine((query) => query.from < query.to, { message: 'from before to', path: ['to'] }),
          z.refine((query) => query.to - query.from <= MAX_RANGE_MS, { message: 'at most 366 days', path: ['from'] }),
          z.refine((query) => (query.types ?? '').split(',').every((type) => !type || (RECORD_TYPES as readonly string[]).includes(type)), {
            message: 'unknown record type',
            path: ['types'],
          }),
        ),
    value: () => z.object({ list: z.array(accountRecordSchema()), totals: z.array(recordTotalSchema()), ...paged() }),
  }),
};

import * as z from 'zod/mini';
import { epochMsSchema, moneySchema, pageNumberSchema, pageSizeSchema } from '../common';
import { defineCall } from '../define-call';
import { uploadIdsSchema } from './uploads';
import { lazySchema } from '../lazy-schema';

/*
 * The reward centre (/m/rewardCenter; spec sections 2, 3, 5, 7, 9): available promotions, member-club
 * benefits, the member's applications, claiming an issued bonus, and promo-code redemption ("point redeem"
 * among the upstream contract's encrypted calls). The spec names "available promotions" and "member club
 * benefit" (GET) and the application states; paths and shapes are ours, recorded here.
 *
 * Choices:
 * - Paths in the MCS2 relay family: MCS2_availablePromotions, MCS2_memberClubBenefits,
 *   MCS2_getPromotionClaimList (the member's applications and claims: the operator platform's own relay,
 *   upstream-contract.md "Other relays seen"), MCS2_applyPromotion, MCS2_claimReward, MCS2_pointRedeem.
 * - An offer is a PROMOTION or a CLUB_BENEFIT; both are applied for the same way. Its availability is
 *   OPEN (may be applied for), COMING_SOON (starts later) or CLOSED (ended); the app shows the two last as
 *   the spec's "coming soon" and "Close" labels, and the member's own application's state when there is one.
 * - Application states (the spec's labels Applying, Process, Joined, Issued, Claimed, Rejected):
 *     apply                      → APPLYING
 *     operator approve           APPLYING → PROCESS (a promotion: the bonus is being worked out)
 *                                APPLYING → JOINED  (a club benefit: the member takes part from now on)
 *     operator issue --amount    APPLYING | PROCESS | JOINED → ISSUED, with the bonus amount
 *     operator reject --reason   APPLYING | PROCESS | JOINED → REJECTED, with the reason
 *     member claim               ISSUED → CLAIMED: the bonus reaches the MAIN wallet, one ledger posting
 *                                (a BONUS record in /m/transaction/record)
 *   A member has one live application per offer; after a rejection they may apply again.
 * - Apply: a remark of at most 140 characters (trimmed; may be empty) and at most 3 images, sent first
 *   through uploads.image and named here by their `uploadIds`: each must be the member's own (same merchant)
 *   (`upload.not.found` otherwise) and not used by another record (`upload.in.use`).
 * - Amounts on the wire are numbers with at most 2 decimals; the app works in integer minor units
 *   (money-units.ts). Apply, claim and redeem carry a client `requestId` (8-64 letters, digits, - or _):
 *   a repeat by the same member answers what the first did, so a retry never applies or pays twice.
 * - Redeem is encrypted (as withdraw). Promo codes are per merchant, case-insensitive, each redeemable once
 *   per member; the bonus reaches the MAIN wallet through the ledger (a BONUS record).
 * - Errors: reward.offer.not.found, reward.offer.not.open, reward.already.applied,
 *   reward.application.not.found, reward.not.claimable, promo.code.invalid, promo.code.used,
 *   request.id.reused, upload.not.found, upload.in.use; trial users get trial.forbidden.
 */

/** Spec sections 5 and 9. */
export const REWARD_REMARK_MAX = 140;
export const REWARD_IMAGES_MAX = 3;

export const REWARD_OFFER_KINDS = ['PROMOTION', 'CLUB_BENEFIT'] as const;
export type RewardOfferKind = (typeof REWARD_OFFER_KINDS)[number];
export const REWARD_AVAILABILITIES = ['OPEN', 'COMING_SOON', 'CLOSED'] as const;
export type RewardAvailability = (typeof REWARD_AVAILABILITIES)[number];
export const REWARD_APPLICATION_STATES = ['APPLYING', 'PROCESS', 'JOINED', 'ISSUED', 'CLAIMED', 'REJECTED'] as const;
export type RewardApplicationState = (typeof REWARD_APPLICATION_STATES)[number];

const requestId = lazySchema(() => z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, - or _')));
const applicationId = lazySchema(() => z.string().check(z.trim(), z.regex(/^R\d{8,20}$/, 'an application id, e.g. R20261124000001')));

export const rewardApplicationSchema = lazySchema(() =>
  z.object({
    /** R + UTC date + sequence, e.g. R20261124000001: what the member and the operator quote. */
    applicationId: z.string(),
    offerId: z.number(),
    offerKind: z.enum(REWARD_OFFER_KINDS),
    offerTitle: z.string(),
    state: z.enum(REWARD_APPLICATION_STATES),
    remark: z.string(),
    /** The images sent with it (uploads.image ids, readable by their owner only). */
    uploadIds: z.array(z.string()),
    /** Set once issued. */
    bonus: z.nullable(moneySchema()),
    /** Set when rejected. */
    rejectReason: z.nullable(z.string()),
    createdAt: epochMsSchema(),
    /** When the operator last changed its state. */
    decidedAt: z.nullable(epochMsSchema()),
    claimedAt: z.nullable(epochMsSchema()),
  }),
);
export type RewardApplication = z.output<ReturnType<typeof rewardApplicationSchema>>;

export const rewardOfferSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    kind: z.enum(REWARD_OFFER_KINDS),
    title: z.string(),
    /** Plain text (never HTML). */
    description: z.string(),
    startDate: epochMsSchema(),
    /** Null: long-term. */
    endDate: z.nullable(epochMsSchema()),
    availability: z.enum(REWARD_AVAILABILITIES),
    /** The member's latest application to it, if any. */
    application: z.nullable(rewardApplicationSchema()),
  }),
);
export type RewardOffer = z.output<ReturnType<typeof rewardOfferSchema>>;

const offersValue = lazySchema(() => z.object({ currency: z.string(), currencySymbol: z.string(), list: z.array(rewardOfferSchema()) }));

export const rewardCalls = {
  promotions: defineCall({
    id: 'rewards.promotions',
    method: 'GET',
    path: '/wps/relay/MCS2_availablePromotions',
    auth: 'real',
    errors: [] as const,
    value: offersValue,
  }),
  clubBenefits: defineCall({
    id: 'rewards.clubBenefits',
    method: 'GET',
    path: '/wps/relay/MCS2_memberClubBenefits',
    auth: 'real',
    errors: [] as const,
    value: offersValue,
  }),
  /** The member's applications (and what became of them: issued, claimed), newest first. */
  applications: defineCall({
    id: 'rewards.applications',
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    auth: 'real',
    errors: [] as const,
    query: () => z.object({ pageNo: pageNumberSchema(), pageSize: pageSizeSchema(50, 20) }),
    value: () =>
      z.object({
        currency: z.string(),
        currencySymbol: z.string(),
        list: z.array(rewardApplicationSchema()),
        pageNum: z.number(),
        totalPages: z.number(),
      }),
  }),
  apply: defineCall({
    id: 'rewards.apply',
    method: 'POST',
    path: '/wps/relay/MCS2_applyPromotion',
    auth: 'real',
    errors: [
      'reward.offer.not.found',
      'reward.offer.not.open',
      'reward.already.applied',
      'request.id.reused',
      'upload.not.found',
      'upload.in.use',
    ] as const,
    body: () =>
      z.object({
        requestId: requestId(),
        offerId: z.number().check(z.int(), z.positive()),
        /** At most 140 characters, counted as code points (as typed, and as the database counts). */
        remark: z._default(
          z.string().check(
            z.trim(),
            z.refine((remark) => [...remark].length <= REWARD_REMARK_MAX, `at most ${REWARD_REMARK_MAX} characters`),
          ),
          '',
        ),
        uploadIds: z._default(uploadIdsSchema(REWARD_IMAGES_MAX), []),
      }),
    value: rewardApplicationSchema,
  }),
  /** An ISSUED application's bonus into the MAIN wallet, once. */
  claim: defineCall({
    id: 'rewards.claim',
    method: 'POST',
    path: '/wps/relay/MCS2_claimReward',
    auth: 'real',
    errors: ['reward.application.not.found', 'reward.not.claimable'] as const,
    body: () => z.object({ requestId: requestId(), applicationId: applicationId() }),
    value: rewardApplicationSchema,
  }),
  redeem: defineCall({
    id: 'rewards.redeem',
    method: 'POST',
    path: '/wps/relay/MCS2_pointRedeem',
    auth: 'real',
    errors: ['promo.code.invalid', 'promo.code.used', 'request.id.reused'] as const,
    body: () => z.object({ requestId: requestId(), code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) }),
    bodyEncoding: 'encrypted',
    value: () => z.object({ code: z.string(), amount: moneySchema(), currencySymbol: z.string(), redeemedAt: epochMsSchema() }),
  }),
};

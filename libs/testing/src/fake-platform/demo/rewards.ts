import { contract, type RewardApplication, type RewardOffer } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';
import { demoCurrency } from './system';
import { demoUploadId } from './uploads';

// Demo reward centre of one member, in the contract's wire form.
const DAY = 86_400_000;
const demoNow = Date.UTC(2026, 10, 24, 10, 0, 0);

export function demoRewardApplication(overrides: Partial<RewardApplication> = {}): RewardApplication {
  return {
    applicationId: 'R20261124000001',
    offerId: 2,
    offerKind: 'PROMOTION',
    offerTitle: 'Weekly slots cashback',
    state: 'ISSUED',
    remark: 'My week in slots',
    uploadIds: [demoUploadId(901), demoUploadId(902)],
    bonus: 25.5,
    rejectReason: null,
    createdAt: demoNow - 2 * DAY,
    decidedAt: demoNow - DAY,
    claimedAt: null,
    ...overrides,
  };
}

const rejected = demoRewardApplication({
  applicationId: 'R20261104000002',
  offerId: 4,
  offerTitle: 'Mid-autumn festival',
  state: 'REJECTED',
  bonus: null,
  rejectReason: 'No live casino play in the festival week',
  createdAt: demoNow - 20 * DAY,
  decidedAt: demoNow - 19 * DAY,
});

function offer(overrides: Partial<RewardOffer> & Pick<RewardOffer, 'id' | 'title'>): RewardOffer {
  return {
    kind: 'PROMOTION',
    description: 'Apply with a screenshot: the bonus follows within a day.',
    startDate: demoNow - 10 * DAY,
    endDate: demoNow + 60 * DAY,
    availability: 'OPEN',
    application: null,
    ...overrides,
  };
}

export const demoPromotionOffers: RewardOffer[] = [
  offer({ id: 1, title: 'First deposit bonus 100%' }),
  offer({ id: 2, title: 'Weekly slots cashback', endDate: null, application: demoRewardApplication() }),
  offer({ id: 3, title: 'Lucky weekend', startDate: demoNow + 7 * DAY, availability: 'COMING_SOON' }),
  offer({ id: 4, title: 'Mid-autumn festival', endDate: demoNow - 5 * DAY, availability: 'CLOSED', application: rejected }),
];

export const demoClubBenefits: RewardOffer[] = [
  offer({ id: 5, kind: 'CLUB_BENEFIT', title: 'Birthday gift', endDate: null }),
  offer({
    id: 6,
    kind: 'CLUB_BENEFIT',
    title: 'Monthly club bonus',
    endDate: null,
    application: demoRewardApplication({
      applicationId: 'R20261120000003',
      offerId: 6,
      offerKind: 'CLUB_BENEFIT',
      offerTitle: 'Monthly club bonus',
      state: 'JOINED',
      bonus: null,
    }),
  }),
];

const { rewards } = contract;

export const rewardAnswers: FakeWorld = {
  [rewards.promotions.id]: () => ({ ...demoCurrency, list: demoPromotionOffers }),
  [rewards.clubBenefits.id]: () => ({ ...demoCurrency, list: demoClubBenefits }),
  [rewards.applications.id]: () => ({
    ...demoCurrency,
    list: [demoRewardApplication(), demoClubBenefits[1]!.application!, rejected],
    pageNum: 1,
    totalPages: 1,
  }),
  [rewards.apply.id]: ({ body }) =>
    demoRewardApplication({
      applicationId: 'R20261124000009',
      offerId: Number(body?.offerId ?? 1),
      offerTitle: 'First deposit bonus 100%',
      state: 'APPLYING',
      remark: String(body?.remark ?? ''),
      uploadIds: (body?.uploadIds as string[] | undefined) ?? [],
      bonus: null,
      decidedAt: null,
    }),
  [rewards.claim.id]: ({ body }) =>
    demoRewardApplication({ applicationId: String(body?.applicationId), state: 'CLAIMED', claimedAt: demoNow }),
  [rewards.redeem.id]: ({ body }) => ({
    code: String(body?.code ?? '').toUpperCase(),
    amount: 50,
    currencySymbol: demoCurrency.currencySymbol,
    redeemedAt: demoNow,
  }),
};

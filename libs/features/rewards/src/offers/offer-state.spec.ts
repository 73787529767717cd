import { describe, expect, it } from 'vitest';
import type { RewardApplication, RewardOffer } from '@playdeck/api';
import { offerState } from './offer-state';

const application = (state: RewardApplication['state']): RewardApplication => ({
  applicationId: 'R20261124000001',
  offerId: 1,
  offerKind: 'PROMOTION',
  offerTitle: 'Offer',
  state,
  remark: '',
  uploadIds: [],
  bonus: state === 'ISSUED' || state === 'CLAIMED' ? 10 : null,
  rejectReason: null,
  createdAt: 0,
  decidedAt: null,
  claimedAt: null,
});
const offer = (availability: RewardOffer['availability'], state?: RewardApplication['state']): RewardOffer => ({
  id: 1,
  kind: 'PROMOTION',
  title: 'Offer',
  description: '',
  startDate: 0,
  endDate: null,
  availability,
  application: state ? application(state) : null,
});

describe('offerState', () => {
  it('offers to apply to an open offer with no application or a rejected one', () => {
    expect(offerState(offer('OPEN'))).toEqual({ pill: null, action: 'apply' });
    expect(offerState(offer('OPEN', 'REJECTED'))).toEqual({ pill: 'rejected', action: 'apply' });
  });

  it('shows a live application’s state and offers nothing more, except the claim of an issued bonus', () => {
    expect(offerState(offer('OPEN', 'APPLYING'))).toEqual({ pill: 'applying', action: 'none' });
    expect(offerState(offer('OPEN', 'PROCESS'))).toEqual({ pill: 'process', action: 'none' });
    expect(offerState(offer('OPEN', 'JOINED'))).toEqual({ pill: 'joined', action: 'none' });
    expect(offerState(offer('OPEN', 'CLAIMED'))).toEqual({ pill: 'claimed', action: 'none' });
    expect(offerState(offer('CLOSED', 'ISSUED'))).toEqual({ pill: 'issued', action: 'claim' });
  });

  it('labels offers not open as coming soon or Close, and never offers to apply', () => {
    expect(offerState(offer('COMING_SOON'))).toEqual({ pill: 'comingSoon', action: 'none' });
    expect(offerState(offer('CLOSED'))).toEqual({ pill: 'close', action: 'none' });
    expect(offerState(offer('CLOSED', 'REJECTED'))).toEqual({ pill: 'rejected', action: 'none' });
  });
});

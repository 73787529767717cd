import type { RewardApplicationState, RewardOffer } from '@playdeck/api';
import type { ApplicationState } from '@playdeck/ui/patterns';

/** The platform's application states as the status pill names them (spec section 3 labels). */
export const PILL_OF_STATE: Record<RewardApplicationState, ApplicationState> = {
  APPLYING: 'applying',
  PROCESS: 'process',
  JOINED: 'joined',
  ISSUED: 'issued',
  CLAIMED: 'claimed',
  REJECTED: 'rejected',
};

export type OfferAction = 'apply' | 'claim' | 'none';

/**
 * What an offer card shows: the member's application's state when there is one, else "coming soon" or
 * "Close" for an offer not open (an open offer with nothing to say shows no pill); and what the member can
 * do: claim an issued bonus, apply to an open offer with no live application (none, or a rejected one).
 */
export function offerState(offer: RewardOffer): { pill: ApplicationState | null; action: OfferAction } {
  const { application, availability } = offer;
  const state = application?.state;
  if (state === 'ISSUED') return { pill: 'issued', action: 'claim' };
  const canApply = availability === 'OPEN' && (state === undefined || state === 'REJECTED');
  const action = canApply ? 'apply' : 'none';
  if (state) return { pill: PILL_OF_STATE[state], action };
  if (availability === 'COMING_SOON') return { pill: 'comingSoon', action };
  if (availability === 'CLOSED') return { pill: 'close', action };
  return { pill: null, action };
}

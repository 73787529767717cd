import { minorToWire, type RewardApplication, type RewardAvailability } from '@playdeck/api';
import type { rewardApplications, rewardOffers } from '../../db/schema';
import type { CallContext } from '../../http/request-context';

export type OfferRow = typeof rewardOffers.$inferSelect;
export type ApplicationRow = typeof rewardApplications.$inferSelect;

/** OPEN between its start and end, COMING_SOON before, CLOSED after. */
export function availabilityOf(offer: Pick<OfferRow, 'startsAt' | 'endsAt'>, now: Date): RewardAvailability {
  if (offer.startsAt > now) return 'COMING_SOON';
  if (offer.endsAt !== null && offer.endsAt <= now) return 'CLOSED';
  return 'OPEN';
}

export const applicationView = (row: ApplicationRow, offer: OfferRow, language: CallContext['language']): RewardApplication => ({
  applicationId: row.reference,
  offerId: offer.id,
  offerKind: offer.kind,
  offerTitle: offer.titles[language],
  state: row.state,
  remark: row.remark,
  uploadIds: row.uploadIds,
  bonus: row.bonus === null ? null : minorToWire(row.bonus),
  rejectReason: row.rejectReason,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
  claimedAt: row.claimedAt?.getTime() ?? null,
});

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { RewardOffer, RewardOfferKind } from '@playdeck/api';
import { rewardApplications, rewardOffers } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { realMerchantId } from '../games/real-merchant';
import { merchantCurrency } from '../wallet/wallet-view';
import { applicationView, availabilityOf, type ApplicationRow } from './reward-views';

/** The member's latest application to each of these offers. */
async function latestApplications(ctx: CallContext, offerIds: number[]): Promise<Map<number, ApplicationRow>> {
  if (offerIds.length === 0) return new Map();
  const rows = await ctx.services.db
    .select()
    .from(rewardApplications)
    .where(and(eq(rewardApplications.memberId, ctx.member!.id), inArray(rewardApplications.offerId, offerIds)))
    .orderBy(desc(rewardApplications.createdAt), desc(rewardApplications.id));
  const latest = new Map<number, ApplicationRow>();
  for (const row of rows) if (!latest.has(row.offerId)) latest.set(row.offerId, row);
  return latest;
}

/** The merchant's offers of one kind, in their order, each with the member's latest application to it. */
export async function offersOf(ctx: CallContext, kind: RewardOfferKind) {
  const { db } = ctx.services;
  const merchantId = realMerchantId(ctx.merchant);
  const now = ctx.services.now();
  const offers = await db
    .select()
    .from(rewardOffers)
    .where(and(eq(rewardOffers.merchantId, merchantId), eq(rewardOffers.kind, kind)))
    .orderBy(asc(rewardOffers.sortOrder), asc(rewardOffers.id));
  const applications = await latestApplications(
    ctx,
    offers.map((offer) => offer.id),
  );
  const list: RewardOffer[] = offers.map((offer) => {
    const application = applications.get(offer.id);
    return {
      id: offer.id,
      kind: offer.kind,
      title: offer.titles[ctx.language],
      description: offer.descriptions[ctx.language],
      startDate: offer.startsAt.getTime(),
      endDate: offer.endsAt?.getTime() ?? null,
      availability: availabilityOf(offer, now),
      application: application ? applicationView(application, offer, ctx.language) : null,
    };
  });
  return { ...(await merchantCurrency(db, merchantId)), list };
}

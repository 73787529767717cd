import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { applicationsPage, apply } from './applications';
import { claim } from './claims';
import { offersOf } from './offers';
import { redeemPromoCode } from './promo-codes';

export const rewardsModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.rewards.promotions, async ({ ctx }) => offersOf(ctx, 'PROMOTION'));
  registerCall(app, services, contract.rewards.clubBenefits, async ({ ctx }) => offersOf(ctx, 'CLUB_BENEFIT'));
  registerCall(app, services, contract.rewards.applications, async ({ query, ctx }) => applicationsPage(ctx, query.pageNo, query.pageSize));
  registerCall(app, services, contract.rewards.apply, async ({ body, ctx }) => apply(ctx, body));
  registerCall(app, services, contract.rewards.claim, async ({ body, ctx }) => claim(ctx, body));
  registerCall(app, services, contract.rewards.redeem, async ({ body, ctx }) => redeemPromoCode(ctx, body));
};

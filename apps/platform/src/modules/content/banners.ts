import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { banners } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { contentOrder, shownContent } from './content-scope';
import { bannerImageUrl } from './images/paths';

export function registerBannerCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(
    app,
    services,
    contract.content.banners,
    async ({ query, ctx }) => {
      const rows = await ctx.services.db
        .select({
          id: banners.id,
          headline: banners.headline,
          subline: banners.subline,
          colorFrom: banners.colorFrom,
          colorTo: banners.colorTo,
        })
        .from(banners)
        .where(shownContent(banners, ctx, query.language, eq(banners.groupName, query.groupName)))
        .orderBy(...contentOrder(banners));
      return rows.map((row) => ({ groupName: query.groupName, url: bannerImageUrl(row) }));
    },
    { shared: { topics: ['content'] } },
  );
}

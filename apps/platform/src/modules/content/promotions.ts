import type { FastifyInstance } from 'fastify';
import { contract, type ValueOf } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { liveAnnouncements, VISITOR_CONTENT_ANSWER } from './announcement-rows';
import { toPromotion } from './announcement-view';
import { contentLanguage } from './content-scope';

type CatalogEntry = ValueOf<typeof contract.content.catalog>[number];

/** The spec's order (section 9); the catalog lists categories in it. */
const CATEGORY_ORDER = contract.content.promotions.query!.shape.category.def.innerType.options;

export function registerPromotionCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(
    app,
    services,
    contract.content.promotions,
    async ({ query, ctx }) => {
      const rows = await liveAnnouncements(ctx, {
        types: ['PR'],
        category: query.category === 'all' ? undefined : query.category,
        language: contentLanguage(ctx, query.language),
      });
      return rows.map(toPromotion);
    },
    { shared: VISITOR_CONTENT_ANSWER },
  );

  registerCall(
    app,
    services,
    contract.content.catalog,
    async ({ body, ctx }) => {
      const rows = await liveAnnouncements(ctx, { types: ['PR'], language: contentLanguage(ctx, body.language) });
      const counts = new Map<string, number>();
      for (const { row } of rows) counts.set(row.category!, (counts.get(row.category!) ?? 0) + 1);
      const present = CATEGORY_ORDER.filter((category) => category !== 'all' && counts.has(category));
      const catalog: CatalogEntry[] = [{ category: 'all', count: rows.length }];
      return catalog.concat(present.map((category) => ({ category, count: counts.get(category)! })));
    },
    { shared: VISITOR_CONTENT_ANSWER },
  );
}

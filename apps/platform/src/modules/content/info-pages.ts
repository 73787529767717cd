import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { infoPageEntries } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { contentOrder, shownContent } from './content-scope';

/** App service, brand and details, join us and sponsors: the merchant's entries of one page, in order. */
export function registerInfoPageCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.content.infoPage, async ({ query, ctx }) => {
    const rows = await ctx.services.db
      .select()
      .from(infoPageEntries)
      .where(shownContent(infoPageEntries, ctx, query.language, eq(infoPageEntries.page, query.page)))
      .orderBy(...contentOrder(infoPageEntries));
    return rows.map(({ id, title, summary, content, imageUrl }) => ({ id, title, summary, content, imageUrl }));
  });
}

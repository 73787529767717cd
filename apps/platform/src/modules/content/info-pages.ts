import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { infoPageEntries } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { contentLanguage, scopeMerchantId } from './content-scope';

/** App service, brand and details, join us and sponsors: the merchant's entries of one page, in order. */
export function registerInfoPageCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.content.infoPage, async ({ query, ctx }) => {
    const rows = await ctx.services.db
      .select()
      .from(infoPageEntries)
      .where(
        and(
          eq(infoPageEntries.merchantId, scopeMerchantId(ctx.merchant)),
          eq(infoPageEntries.page, query.page),
          eq(infoPageEntries.language, contentLanguage(ctx, query.language)),
        ),
      )
      .orderBy(asc(infoPageEntries.sequence), asc(infoPageEntries.id));
    return rows.map(({ id, title, summary, content, imageUrl }) => ({ id, title, summary, content, imageUrl }));
  });
}

import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { helpSections } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { contentLanguage, scopeMerchantId } from './content-scope';

/** Sections with their children, in order. Mobile and web share one help centre. */
export function registerHelpCenterCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.content.helpCenter, async ({ query, ctx }) => {
    const rows = await ctx.services.db
      .select()
      .from(helpSections)
      .where(and(eq(helpSections.merchantId, scopeMerchantId(ctx.merchant)), eq(helpSections.language, contentLanguage(ctx, query.lang))))
      .orderBy(asc(helpSections.sequence), asc(helpSections.id));
    return rows
      .filter((row) => row.parentId === null)
      .map((section) => ({
        title: section.title,
        content: section.content,
        tag: section.tag ?? '',
        children: rows.filter((row) => row.parentId === section.id).map((child) => ({ title: child.title, content: child.content })),
      }));
  });
}

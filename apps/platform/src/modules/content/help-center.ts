import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { helpSections } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { contentOrder, shownContent } from './content-scope';

/** Sections with their children, in order. Mobile and web share one help centre. */
export function registerHelpCenterCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.content.helpCenter, async ({ query, ctx }) => {
    const rows = await ctx.services.db
      .select()
      .from(helpSections)
      .where(shownContent(helpSections, ctx, query.lang))
      .orderBy(...contentOrder(helpSections));
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

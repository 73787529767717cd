import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { featureSwitchOn, type FeatureSwitch } from '@playdeck/brand/schema';
import type { CallContext } from '../../http/request-context';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { type AnnouncementKind, EVERY_KIND, liveAnnouncements, VISITOR_CONTENT_ANSWER } from './announcement-rows';
import { toAnnouncement, toNotice } from './announcement-view';
import { brandOf } from '../system/merchant-scope';
import { contentLanguage } from './content-scope';

/**
 * Agent announcements (type A) are the agent notices screen's, which the brand's MAILCEN key switches: a request
 * for them alone is that screen's and is refused where it is off; a wider request is answered without them.
 */
const agentNoticesFeature = (query: { types: readonly string[] }): FeatureSwitch | null =>
  query.types.every((type) => type === 'A') ? 'MAILCEN' : null;

function answeredTypes<T extends string>(ctx: CallContext, types: readonly T[]): T[] {
  return featureSwitchOn(brandOf(ctx.services, ctx.merchant).config, 'MAILCEN') ? [...types] : types.filter((type) => type !== 'A');
}

/** The live announcements of the requested types the brand answers, of a group, in the content language. */
function listed(
  ctx: CallContext,
  query: { types: readonly AnnouncementKind[]; groupName?: string; language?: Parameters<typeof contentLanguage>[1] },
) {
  return liveAnnouncements(ctx, {
    types: answeredTypes(ctx, query.types),
    groupName: query.groupName,
    language: contentLanguage(ctx, query.language),
  });
}

/**
 * The announcement list (flat and grouped by type), one item by id, and notices. The merchantCode query is
 * the client's echo of its merchant: the Merchant header decides, so it is not matched against anything.
 */
export function registerAnnouncementCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(
    app,
    services,
    contract.content.announcements,
    async ({ query, ctx }) => {
      return (await listed(ctx, query)).map(toAnnouncement);
    },
    { shared: VISITOR_CONTENT_ANSWER, feature: agentNoticesFeature },
  );

  registerCall(
    app,
    services,
    contract.content.multiCategoryAnnouncements,
    async ({ query, ctx }) => {
      const rows = await listed(ctx, query);
      return Object.fromEntries(query.types.map((type) => [type, rows.filter(({ row }) => row.type === type).map(toAnnouncement)]));
    },
    { shared: VISITOR_CONTENT_ANSWER, feature: agentNoticesFeature },
  );

  registerCall(app, services, contract.content.announcement, async ({ body, ctx }) => {
    const [found] = await liveAnnouncements(ctx, { types: answeredTypes(ctx, EVERY_KIND), id: body.announcementId });
    if (!found) throw new PlatformError('not.found', { status: 404, message: 'no such announcement' });
    return toAnnouncement(found);
  });

  registerCall(
    app,
    services,
    contract.content.notices,
    async ({ query, ctx }) => {
      const rows = await liveAnnouncements(ctx, { types: ['N'], language: contentLanguage(ctx, query.language) });
      return rows.map(toNotice);
    },
    { shared: VISITOR_CONTENT_ANSWER },
  );
}

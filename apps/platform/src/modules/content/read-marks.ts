import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { announcementReads } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { EVERY_KIND, liveAnnouncements } from './announcement-rows';

/** Spec section 6: type 4 gets no announcement read-marking. (The inbox's unread count is modules/inbox.) */
const NO_READ_MARKING_TYPES: readonly number[] = [4];

export function registerReadMarkCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.content.markRead, async ({ body, ctx }) => {
    const member = ctx.member!;
    const [found] = await liveAnnouncements(ctx, { types: EVERY_KIND, id: body.announcementId });
    if (!found) throw new PlatformError('not.found', { status: 404, message: 'no such announcement' });
    if (NO_READ_MARKING_TYPES.includes(member.type)) return { announcementId: found.row.id, read: false };
    await ctx.services.db
      .insert(announcementReads)
      .values({ announcementId: found.row.id, memberId: member.id, readAt: ctx.services.now() })
      .onConflictDoNothing();
    return { announcementId: found.row.id, read: true };
  });
}

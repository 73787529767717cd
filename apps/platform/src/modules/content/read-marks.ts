import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { announcementReads } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { countLiveAnnouncements, EVERY_KIND, liveAnnouncements } from './announcement-rows';
import { isAgent } from './content-scope';

/** Spec section 6: type 4 gets no read-marking; only types 0, 1 and 2 have an unread count. */
const NO_READ_MARKING_TYPES: readonly number[] = [4];
const UNREAD_COUNT_TYPES: readonly number[] = [0, 1, 2];
const INBOX_MODULE = contract.content.unreadCount.headers!.Module!;

function requireInboxModule(ctx: CallContext): void {
  if (ctx.request.headers['module'] !== INBOX_MODULE) {
    throw new PlatformError('request_param_err', { message: `the Module header must be ${INBOX_MODULE}` });
  }
  if (ctx.merchant.modules[INBOX_MODULE] !== true) throw new PlatformError('function.not.available', { status: 403 });
}

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

  registerCall(app, services, contract.content.unreadCount, async ({ ctx }) => {
    requireInboxModule(ctx);
    if (!UNREAD_COUNT_TYPES.includes(ctx.member!.type)) return { unReadCount: 0 };
    const types = isAgent(ctx.member) ? (['B', 'PL', 'A'] as const) : (['B', 'PL'] as const);
    return { unReadCount: await countLiveAnnouncements(ctx, { types, language: ctx.language, unreadOnly: true }) };
  });
}

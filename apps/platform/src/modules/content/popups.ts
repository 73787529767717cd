import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import type { CallContext } from '../../http/request-context';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { liveAnnouncements, VISITOR_CONTENT_ANSWER } from './announcement-rows';
import { toPopup } from './announcement-view';
import { contentLanguage } from './content-scope';

type Execution = 'A' | 'B' | 'F';

/** What the client would ask for (spec section 5): members A, plus F on a first login; visitors B. */
function defaultExecutions(ctx: CallContext): Execution[] {
  if (!ctx.member) return ['B'];
  return ctx.member.firstTimeLogin ? ['A', 'F'] : ['A'];
}

export function registerPopupCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(
    app,
    services,
    contract.content.popups,
    async ({ query, ctx }) => {
      const rows = await liveAnnouncements(ctx, {
        types: ['PU'],
        executions: query.execution ?? defaultExecutions(ctx),
        language: contentLanguage(ctx, query.language),
      });
      return rows.map(toPopup);
    },
    { shared: VISITOR_CONTENT_ANSWER },
  );
}

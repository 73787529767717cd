import { contract } from '@playdeck/api';
import type { CallContext } from '../../http/request-context';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { inboxPage, readAllMessages, readMessage, removeMessage, unreadCount } from './inbox-messages';

const INBOX_MODULE = contract.inbox.unreadCount.headers!.Module!;

/** Spec section 7: the unread count is "sent with a module header". */
function requireModuleHeader(ctx: CallContext): void {
  if (ctx.request.headers['module'] !== INBOX_MODULE) {
    throw new PlatformError('request_param_err', { message: `the Module header must be ${INBOX_MODULE}` });
  }
}

export const inboxModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.inbox.list, async ({ query, ctx }) => inboxPage(ctx, query.pageNo, query.pageSize));
  registerCall(app, services, contract.inbox.read, async ({ body, ctx }) => readMessage(ctx, body.id));
  registerCall(app, services, contract.inbox.readAll, async ({ ctx }) => readAllMessages(ctx));
  registerCall(app, services, contract.inbox.remove, async ({ body, ctx }) => removeMessage(ctx, body.id));
  registerCall(app, services, contract.inbox.unreadCount, async ({ ctx }) => {
    requireModuleHeader(ctx);
    return unreadCount(ctx);
  });
};

import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { inboxPage, readAllMessages, readMessage, removeMessage, unreadCount } from './inbox-messages';

export const inboxModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.inbox.list, async ({ query, ctx }) => inboxPage(ctx, query.pageNo, query.pageSize));
  registerCall(app, services, contract.inbox.read, async ({ body, ctx }) => readMessage(ctx, body.id));
  registerCall(app, services, contract.inbox.readAll, async ({ ctx }) => readAllMessages(ctx));
  registerCall(app, services, contract.inbox.remove, async ({ body, ctx }) => removeMessage(ctx, body.id));
  // Its Module header (spec section 7: "sent with a module header") is checked by registerCall.
  registerCall(app, services, contract.inbox.unreadCount, async ({ ctx }) => unreadCount(ctx));
};

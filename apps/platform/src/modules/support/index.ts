import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { sendFeedback } from './feedback';
import { launchChat } from './live-chat';

export const supportModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.support.feedback, async ({ body, ctx }) => sendFeedback(ctx, body.content));
  registerCall(app, services, contract.support.launchChat, async ({ ctx }) => launchChat(ctx));
};

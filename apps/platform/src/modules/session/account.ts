import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { endSession, endSessions } from './sessions';

/** The signed-in member's own account: who it is, and ending the session. Only ctx.member is ever read. */
export const registerAccount: PlatformModule = (app, services) => {
  registerCall(app, services, contract.session.memberInfo, async ({ ctx }) => {
    const member = ctx.member!;
    return { id: member.id, type: member.type, userName: member.username, nickname: member.nickname, account: member.username };
  });

  registerCall(app, services, contract.session.logout, async ({ ctx }) => {
    await endSession(ctx.services, ctx.session!.id, 'logout');
    return null;
  });

  registerCall(app, services, contract.session.logoutAll, async ({ ctx }) => {
    await endSessions(ctx.services, ctx.member!.id, 'logout.all');
    return null;
  });
};

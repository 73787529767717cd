import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformModule } from '../platform-module';
import { registerStaticAvatarRoutes } from './avatar-routes';
import { memberAvatar, setMemberAvatar } from './avatars';
import { memberProfile, setNickname } from './profile';
import { STATIC_AVATARS } from './static-avatars';

/** Personal settings (/m/set): nickname, the profile the screen shows, and the head icon. */
export const settingsModule: PlatformModule = (app, services) => {
  registerCall(app, services, contract.settings.profile, async ({ ctx }) => memberProfile(ctx));
  registerCall(app, services, contract.settings.nickname, async ({ body, ctx }) => setNickname(ctx, body.nickname));

  registerCall(app, services, contract.headIcon.get, async ({ ctx }) => memberAvatar(ctx));
  registerCall(app, services, contract.headIcon.set, async ({ body, ctx }) => setMemberAvatar(ctx, body));
  registerCall(app, services, contract.headIcon.statics, async () => ({ avatars: [...STATIC_AVATARS] }));

  registerStaticAvatarRoutes(app);
};

import { contract, type MemberAvatar, type MemberProfile } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';
import { demoMemberInfo } from './session';

const { settings, headIcon } = contract;

export const demoProfile: MemberProfile = {
  nickname: demoMemberInfo.nickname,
  account: demoMemberInfo.account,
  maskedEmail: 'a•••y@example.com',
};
/** None chosen yet, as for a new member: the header shows the name's initial. */
export const demoAvatar: MemberAvatar = { avatar: null, avatarType: null };
export const demoStaticAvatars = Array.from({ length: 12 }, (_, index) => `${index + 1}.png`);

/** The picture of static avatar `id`: a disc of a colour of its own (the platform draws its own, as PNGs). */
export const staticAvatarSvg = (id: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56">` +
  `<circle cx="28" cy="28" r="28" fill="hsl(${(id * 37) % 360} 60% 55%)"/></svg>`;

/** Personal settings of the demo member: a nickname, a bound e-mail, no avatar yet. */
export const settingsWorld: FakeWorld = {
  [settings.profile.id]: () => demoProfile,
  [settings.nickname.id]: ({ body }) => ({ nickname: String(body?.nickname ?? demoProfile.nickname).trim() }),
  [headIcon.get.id]: () => demoAvatar,
  [headIcon.set.id]: ({ body }) => ({ avatar: String(body?.avatar), avatarType: body?.avatarType === 'CUSTOM' ? 'CUSTOM' : 'STATIC' }),
  [headIcon.statics.id]: () => ({ avatars: demoStaticAvatars }),
};

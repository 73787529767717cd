import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  calls,
  delayed,
  demoProfile,
  demoMemberSession,
  networkFailure,
  refuse,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import SettingsScreen from './settings-screen';

const meta = {
  title: 'Screens/Settings',
  component: SettingsScreen,
  parameters: { screen: { path: '/m/set', route: '/m/set', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member without an avatar yet: the initial, the static avatars, nickname, e-mail and language. */
export const Default: Story = {};

/** A static avatar in use: it is pressed in the grid and shown large. */
export const StaticAvatar: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.headIcon.get, { avatar: '5.png', avatarType: 'STATIC' }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No e-mail bound: the row says so and leads to the security centre. */
export const NoEmail: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.settings.profile, { ...demoProfile, maskedEmail: null }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The platform refuses the nickname: the message is on the field. */
export const NicknameRefused: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.settings.nickname, refuse('request_param_err', { value: { field: 'nickname' } })),
  } satisfies Partial<ScreenStoryParameters>,
};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.settings.profile, delayed(60_000, demoProfile)),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.settings.profile, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

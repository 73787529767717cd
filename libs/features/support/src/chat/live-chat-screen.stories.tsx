import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import LiveChatScreen from './live-chat-screen';

const meta = {
  title: 'Screens/Live chat',
  component: LiveChatScreen,
  parameters: { screen: { path: '/m/liveChat', route: '/m/liveChat', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof LiveChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chat in the page (the brand of the toolbar decides whether chat exists: CBS3). */
export const Default: Story = {};

/** The platform answered a URL that is not http(s): it is not opened. */
export const UnsafeUrl: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.support.launchChat, { chatUrl: 'javascript:alert(1)' }),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.support.launchChat, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.support.launchChat, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_SESSION, calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import AgentNoticeScreen from './agent-notice-screen';

const meta = {
  title: 'Screens/Agent/Agent notices',
  component: AgentNoticeScreen,
  parameters: { screen: { path: '/m/member/notice?types=A', session: AGENT_SESSION } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof AgentNoticeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent01 on the demo data. */
export const Default: Story = {};

/** No announcement for agents: the empty state. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.announcements, []),
  } satisfies Partial<ScreenStoryParameters>,
};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.announcements, delayed(60_000, [])),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.announcements, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_SESSION, calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import TeamMembersScreen from './team-members-screen';

const meta = {
  title: 'Screens/Agent/Team members',
  component: TeamMembersScreen,
  parameters: { screen: { path: '/m/member/team', session: AGENT_SESSION } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof TeamMembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent01 on the demo data. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentTeam.members, delayed(60_000, { list: [], total: 0, pageNum: 1, totalPages: 0 })),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentTeam.members, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** A team with nobody in it yet. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentTeam.members, { list: [], total: 0, pageNum: 1, totalPages: 0 }),
  } satisfies Partial<ScreenStoryParameters>,
};

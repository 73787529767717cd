import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_SESSION, calls, demoTeamKpi, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import TeamOverviewScreen from './team-overview-screen';

const meta = {
  title: 'Screens/Agent/Team overview',
  component: TeamOverviewScreen,
  parameters: { screen: { path: '/m/agent/team/overview', session: AGENT_SESSION } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof TeamOverviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent01 on the demo data. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentTeam.kpi, delayed(60_000, demoTeamKpi)),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentTeam.kpi, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

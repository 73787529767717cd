import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_SESSION, calls, demoTeamKpi, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import AgentHomeScreen from './agent-home-screen';

const meta = {
  title: 'Screens/Agent/Agent home',
  component: AgentHomeScreen,
  parameters: { screen: { path: '/m/agent', session: AGENT_SESSION } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof AgentHomeScreen>;

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

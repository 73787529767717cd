import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_SESSION, calls, delayed, networkFailure, platformRules, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import AgentRegisterScreen from './agent-register-screen';

const meta = {
  title: 'Screens/Agent/Agent register',
  component: AgentRegisterScreen,
  parameters: { screen: { path: '/m/agentRegister', session: AGENT_SESSION } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof AgentRegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent01 on the demo data. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.session.registerSettings, delayed(60_000, platformRules())),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.session.registerSettings, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

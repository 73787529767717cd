import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import DividendScreen from './dividend-screen';

const agentSession = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent01', type: 1 };

const meta = {
  title: 'Screens/Agent/Dividend',
  component: DividendScreen,
  parameters: {
    screen: { path: '/m/member/agent/agentDivident', route: '/m/member/agent/agentDivident', session: agentSession },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof DividendScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContract: Story = {};

export const NoContract: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentContracts.dividend, { currencySymbol: '₱', contract: null, periods: [], payouts: [] }),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.dividend, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.dividend, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

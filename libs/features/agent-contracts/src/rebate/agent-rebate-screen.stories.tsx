import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoCurrency, demoOwnRates, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import AgentRebateScreen from './agent-rebate-screen';

const agentSession = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent01', type: 1 };

const meta = {
  title: 'Screens/Agent/Agent rebate',
  component: AgentRebateScreen,
  parameters: {
    screen: { path: '/m/member/agent/agentRebeat', route: '/m/member/agent/agentRebeat', session: agentSession },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof AgentRebateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Earnings: Story = {};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.rebate, delayed(60_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.rebate, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** A new agent: nothing earned in the range and no payout yet, so the payouts table says so. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentContracts.rebate, {
        currencySymbol: demoCurrency.currencySymbol,
        rates: demoOwnRates,
        earnings: demoOwnRates.map((rate) => ({ ...rate, turnover: 0, amount: 0 })),
        total: 0,
        payouts: [],
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import SalaryContractScreen from './salary-contract-screen';

const agentSession = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent02', type: 2 };

const meta = {
  title: 'Screens/Agent/Salary contract',
  component: SalaryContractScreen,
  parameters: {
    screen: { path: '/m/member/agent/getSalaryContract', route: '/m/member/agent/getSalaryContract', session: agentSession },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof SalaryContractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent01 offers a daily salary by team turnover: accept or reject. */
export const PendingOffer: Story = {};

export const NothingPending: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentContracts.contract, { currencySymbol: '₱', pending: null, current: null, history: [] }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Answered elsewhere in the meantime: the answer is refused. */
export const NoLongerPending: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.answerContract, refuse('agent.contract.not.pending', { status: 409 })),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.contract, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.contract, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  calls,
  contractStory,
  loadingStories,
  refuse,
  SUB_AGENT_SESSION,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import SalaryContractScreen from './salary-contract-screen';

const meta = {
  title: 'Screens/Agent/Salary contract',
  component: SalaryContractScreen,
  parameters: {
    screen: { path: '/m/member/agent/getSalaryContract', route: '/m/member/agent/getSalaryContract', session: SUB_AGENT_SESSION },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof SalaryContractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent01 offers a daily salary by team turnover: accept or reject. */
export const PendingOffer: Story = {};

export const NothingPending: Story = contractStory({});

/** Answered elsewhere in the meantime: the answer is refused. */
export const NoLongerPending: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.answerContract, refuse('agent.contract.not.pending', { status: 409 })),
  } satisfies Partial<ScreenStoryParameters>,
};

const states = loadingStories(calls.agentContracts.contract);

export const LoadFailed: Story = states.loadFailed;

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgentContract } from '@playdeck/api';
import {
  calls,
  contractStory,
  demoDividendContract,
  loadingStories,
  SUB_AGENT_SESSION,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import DividendContractScreen from './dividend-contract-screen';

const meta = {
  title: 'Screens/Agent/Dividend contract',
  component: DividendContractScreen,
  parameters: {
    screen: { path: '/m/member/agent/getDevidendContract', route: '/m/member/agent/getDevidendContract', session: SUB_AGENT_SESSION },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof DividendContractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dividend in force (the demo world's), as agent01 offered it. */
const inForce: AgentContract = {
  ...demoDividendContract,
  offeredBy: 'agent01',
  createdAt: Date.UTC(2026, 9, 25, 8),
  decidedAt: Date.UTC(2026, 9, 26, 8),
};

/** The contract in force, no offer waiting (the demo world's answer). */
export const InForce: Story = {};

/** agent01 offers a better dividend by team turnover: accept or reject, above the contract in force and the earlier offers. */
export const PendingOffer: Story = contractStory({
  pending: {
    id: 9,
    kind: 'DIVIDEND',
    basis: 'TURNOVER',
    tiers: [
      { min: 0, value: 1500 },
      { min: 50_000, value: 2500 },
    ],
    state: 'PENDING',
    offeredBy: 'agent01',
    createdAt: Date.UTC(2026, 10, 24, 8),
    decidedAt: null,
  },
  current: inForce,
  history: [{ ...inForce, id: 2, state: 'REJECTED', createdAt: Date.UTC(2026, 8, 30, 8), decidedAt: Date.UTC(2026, 9, 1, 8) }],
});

/** No contract and no offer yet. */
export const NoContract: Story = contractStory({});

const states = loadingStories(calls.agentContracts.contract);

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = states.loadFailed;

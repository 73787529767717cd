import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgentContract } from '@playdeck/api';
import { calls, loadingStories, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import DividendContractScreen from './dividend-contract-screen';

const agentSession = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent02', type: 2 };

const meta = {
  title: 'Screens/Agent/Dividend contract',
  component: DividendContractScreen,
  parameters: {
    screen: { path: '/m/member/agent/getDevidendContract', route: '/m/member/agent/getDevidendContract', session: agentSession },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof DividendContractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dividend in force: a share of the team's net result (basis points) by active members. */
const inForce: AgentContract = {
  id: 3,
  kind: 'DIVIDEND',
  basis: 'ACTIVE_MEMBERS',
  tiers: [
    { min: 1, value: 1000 },
    { min: 10, value: 2000 },
  ],
  state: 'ACCEPTED',
  offeredBy: 'agent01',
  createdAt: Date.UTC(2026, 9, 25, 8),
  decidedAt: Date.UTC(2026, 9, 26, 8),
};

/** The contract in force, no offer waiting (the demo world's answer). */
export const InForce: Story = {};

/** agent01 offers a better dividend by team turnover: accept or reject, above the contract in force and the earlier offers. */
export const PendingOffer: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentContracts.contract, {
        currencySymbol: '₱',
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
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No contract and no offer yet. */
export const NoContract: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentContracts.contract, { currencySymbol: '₱', pending: null, current: null, history: [] }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = loadingStories(calls.agentContracts.contract).loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = loadingStories(calls.agentContracts.contract).loadFailed;

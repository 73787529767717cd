import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgentContract } from '@playdeck/api';
import { calls, contractStory, loadingStories, SUB_AGENT_SESSION, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import HourContractScreen from './hour-contract-screen';

const meta = {
  title: 'Screens/Agent/Hourly contract',
  component: HourContractScreen,
  parameters: {
    screen: { path: '/m/member/agent/getHourContract', route: '/m/member/agent/getHourContract', session: SUB_AGENT_SESSION },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof HourContractScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An hourly salary by active members: money per hour for each tier. */
const hourly = (overrides: Partial<AgentContract>): AgentContract => ({
  id: 11,
  kind: 'HOURLY',
  basis: 'ACTIVE_MEMBERS',
  tiers: [
    { min: 5, value: 20 },
    { min: 20, value: 60 },
  ],
  state: 'ACCEPTED',
  offeredBy: 'agent01',
  createdAt: Date.UTC(2026, 10, 2, 8),
  decidedAt: Date.UTC(2026, 10, 3, 8),
  ...overrides,
});

/** agent01 offers an hourly salary: accept or reject. */
export const PendingOffer: Story = contractStory({
  pending: hourly({ id: 12, state: 'PENDING', createdAt: Date.UTC(2026, 10, 24, 8), decidedAt: null }),
});

/** The hourly salary in force and an earlier offer that was rejected. */
export const InForce: Story = contractStory({
  current: hourly({}),
  history: [hourly({ id: 10, state: 'REJECTED', createdAt: Date.UTC(2026, 9, 20, 8), decidedAt: Date.UTC(2026, 9, 21, 8) })],
});

/** No contract and no offer yet (the demo world's answer). */
export const NoContract: Story = {};

const states = loadingStories(calls.agentContracts.contract);

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = states.loadFailed;

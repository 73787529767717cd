import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import TeamRebateScreen from './team-rebate-screen';

const agentSession = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent01', type: 1 };

const meta = {
  title: 'Screens/Agent/Team rebate',
  component: TeamRebateScreen,
  parameters: {
    screen: { path: '/m/member/teamRebate', route: '/m/member/teamRebate', session: agentSession },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof TeamRebateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** agent02 and team01 under agent01: change agent02's rates within agent01's own. */
export const Subordinates: Story = {};

/** The platform refuses a rate above the agent's own (the form checks first). */
export const RefusedAboveOwn: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentContracts.updateTeamRebate, refuse('rebate.rate.above.own', { value: { field: 'RNG', maxRateBp: 150 } })),
  } satisfies Partial<ScreenStoryParameters>,
};

export const NoSubordinates: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.teamRebate, { own: [], list: [] }),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.teamRebate, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentContracts.teamRebate, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

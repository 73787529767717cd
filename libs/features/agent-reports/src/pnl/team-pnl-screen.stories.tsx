import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoAgentSession, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import TeamPnlScreen from './team-pnl-screen';

const meta = {
  title: 'Screens/Agent/Team profit and loss',
  component: TeamPnlScreen,
  parameters: {
    screen: { path: '/m/agent/team/pnl', route: '/m/agent/team/pnl', session: demoAgentSession },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof TeamPnlScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three members with bets, wins and bonuses in the last 7 days, and the team's total. */
export const LastSevenDays: Story = {};

/** Nobody in the team played in the range. */
export const NoActivity: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentReports.teamPnl, {
        list: [],
        total: { members: 0, bets: 0, wins: 0, bonuses: 0, net: 0 },
        pageNum: 1,
        totalPages: 0,
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Still loading. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(
        calls.agentReports.teamPnl,
        delayed(600_000, { list: [], total: { members: 0, bets: 0, wins: 0, bonuses: 0, net: 0 }, pageNum: 1, totalPages: 0 }),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

/** A member who is not an agent is refused: the translated message and a retry. */
export const Refused: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentReports.teamPnl, refuse('permission.denied', { status: 403 })),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoAgentSession, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import TeamBettingScreen from './team-betting-screen';

const meta = {
  title: 'Screens/Agent/Team betting',
  component: TeamBettingScreen,
  parameters: { screen: { path: '/m/teamBetting', route: '/m/teamBetting', session: demoAgentSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof TeamBettingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The team's bets of the last 7 days, newest first, with the filters. */
export const LastSevenDays: Story = {};

/** No bet matches the filter. */
export const NoBets: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.agentReports.teamBets, { list: [], totals: { count: 0, bets: 0, wins: 0 }, pageNum: 1, totalPages: 0 }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** A member filter outside the team is refused by the platform. */
export const Refused: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentReports.teamBets, refuse('permission.denied', { status: 403 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.agentReports.teamBets, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

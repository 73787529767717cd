import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import VietnamLotteryScreen from './vietnam-lottery-screen';

const meta = {
  title: 'Screens/Vietnamese lottery',
  component: VietnamLotteryScreen,
  parameters: { screen: { path: '/m/vnLottery', route: '/m/vnLottery' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof VietnamLotteryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TodaysDraws: Story = {};

export const South: Story = {
  parameters: { screen: { path: '/m/vnLottery?region=SOUTH', route: '/m/vnLottery' } } satisfies ScreenStoryParameters,
};

export const NoDraws: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.lotteryVietnam, { list: [] }),
  } satisfies Partial<ScreenStoryParameters>,
};

export const Refused: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.lotteryVietnam, refuse('TOO_MANY_REQUEST', { status: 429 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.lotteryVietnam, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

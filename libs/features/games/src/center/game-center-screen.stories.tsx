import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import GameCenterScreen from './game-center-screen';

const meta = {
  title: 'Screens/Game centre',
  component: GameCenterScreen,
  parameters: { screen: { path: '/m/gameCenter', route: '/m/gameCenter' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof GameCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every category of the demo vendors, each with its vendor rows. */
export const Default: Story = {};

/** The vendors never come while the story is looked at: the skeleton, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.vendors, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No answer: the error with its retry. */
export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.vendors, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

const LIVE_PAGE = { path: '/m/gameCenter?gameCategory=LIVE', route: '/m/gameCenter' };

/** One category's page: its vendors, then its recent big wins from the winner board, names masked. */
export const CategoryWinners: Story = {
  parameters: { screen: LIVE_PAGE } satisfies ScreenStoryParameters,
};

/** No big wins in the category yet: the block is left out and the page ends with the vendors. */
export const CategoryWinnersEmpty: Story = {
  parameters: {
    screen: LIVE_PAGE,
    fakePlatform: (platform) => platform.answer(calls.content.winnerBoard, { list: [] }),
  } satisfies ScreenStoryParameters,
};

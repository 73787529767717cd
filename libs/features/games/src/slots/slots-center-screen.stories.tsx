import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import SlotsCenterScreen from './slots-center-screen';

const meta = {
  title: 'Screens/Slots centre',
  component: SlotsCenterScreen,
  parameters: { screen: { path: '/m/slotsCenter', route: '/m/slotsCenter' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof SlotsCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo slots under the banner, the jackpot and the provider chips. */
export const Default: Story = {};

/** A provider with no slot: the empty list. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.gameList, { games: [], pageNum: 1, totalPages: 0 }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first page never comes while the story is looked at: the game grid's skeleton, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.gameList, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No answer: the error with its retry. */
export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.gameList, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

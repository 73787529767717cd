import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import ActivityScreen from './activity-screen';

const meta = {
  title: 'Screens/Promotions',
  component: ActivityScreen,
  parameters: { screen: { path: '/m/activity', route: '/m/activity' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof ActivityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo promotions under the category menu; a card opens its detail. */
export const Default: Story = {};

/** No promotion in the category: the empty state. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.promotions, []),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.promotions, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No answer: the error with its retry. */
export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.promotions, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

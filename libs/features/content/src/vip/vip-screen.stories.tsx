import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import VipScreen from './vip-screen';

const meta = {
  title: 'Screens/VIP',
  component: VipScreen,
  parameters: { screen: { path: '/m/vip', route: '/m/vip' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof VipScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The VIP banners, then the VIP content (the demo world's announcements). */
export const Default: Story = {};

/** No VIP content published: the empty state under the banners. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.announcements, []),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.announcements, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No answer: the error with its retry. */
export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.announcements, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

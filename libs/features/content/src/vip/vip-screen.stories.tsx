import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, loadStateStories, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
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

const states = loadStateStories(calls.content.announcements, []);

/** No VIP content published: the empty state under the banners. */
export const Empty: Story = states.empty;

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = states.loadFailed;

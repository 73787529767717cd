import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, loadStateStories, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import MessageScreen from './message-screen';

const meta = {
  title: 'Screens/Messages',
  component: MessageScreen,
  parameters: { screen: { path: '/m/message', route: '/m/message' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof MessageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo world's announcements; a row opens its detail. */
export const Default: Story = {};

const states = loadStateStories(calls.content.announcements, []);

/** No announcement: the empty state. */
export const Empty: Story = states.empty;

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = states.loadFailed;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, loadStateStories, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import HelpScreen from './help-screen';

const meta = {
  title: 'Screens/Help',
  component: HelpScreen,
  parameters: { screen: { path: '/m/help', route: '/m/help' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof HelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help sections of the demo world. */
export const Default: Story = {};

const states = loadStateStories(calls.content.helpCenter, []);

/** No help section published: the empty state. */
export const Empty: Story = states.empty;

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = states.loadFailed;

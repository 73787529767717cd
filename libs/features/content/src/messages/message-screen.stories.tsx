import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
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

/** No announcement: the empty state. */
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import NoticeScreen from './notice-screen';

const meta = {
  title: 'Screens/Notices',
  component: NoticeScreen,
  parameters: { screen: { path: '/m/notice', route: '/m/notice' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof NoticeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two notices of the demo world; each opens in place. */
export const Default: Story = {};

/** No notice: the empty state. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.notices, []),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.notices, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No answer: the error with its retry. */
export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.content.notices, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import HomeScreen from './home-screen';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  // Visual snapshots open each in a page of its own: the first-view gate and the loaded blocks are page state.
  tags: ['visual-fresh-page'],
  parameters: { screen: { path: '/m/home' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on the demo world: every block answered. */
export const Visitor: Story = {};

export const Member: Story = {
  parameters: { screen: { path: '/m/home', session: demoMemberSession } } satisfies ScreenStoryParameters,
};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.vendors, delayed(600_000, { data: { lanes: [] } }));
      platform.answer(calls.content.banners, delayed(600_000, []));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

export const EmptyBlocks: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.popular, { list: [] });
      platform.answer(calls.content.hotMatches, []);
      platform.answer(calls.content.winners, { list: [] });
      platform.answer(calls.content.announcements, []);
    },
  } satisfies Partial<ScreenStoryParameters>,
};

export const Failures: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.vendors, refuse('TOO_MANY_REQUEST', { status: 429 }));
      platform.answer(calls.content.banners, networkFailure());
    },
  } satisfies Partial<ScreenStoryParameters>,
};

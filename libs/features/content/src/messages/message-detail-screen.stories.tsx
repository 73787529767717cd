import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  announcement,
  answeredStory,
  calls,
  loadingStories,
  notFoundStory,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import MessageDetailScreen from './message-detail-screen';

const meta = {
  title: 'Screens/Message detail',
  component: MessageDetailScreen,
  parameters: { screen: { path: '/m/messageDetail?id=21', route: '/m/messageDetail' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof MessageDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = loadingStories(calls.content.announcement);

/** One announcement: title, DD/MM/YYYY date and its content (a link in it routes in the app). */
export const Default: Story = answeredStory(
  calls.content.announcement,
  announcement({
    id: 21,
    title: 'New payment channel',
    content:
      '<p>Deposits by e-wallet now arrive in under a minute.</p><p>See <a href="/m/help?tag=deposit">how to deposit</a> for the steps.</p>',
  }),
);

/** The platform has no announcement of that id (expired or removed): "not found", with the way back to messages. */
export const NotFound: Story = notFoundStory(calls.content.announcement);

/** A link without an id (or not a number): "not found" without asking the platform. */
export const MissingId: Story = {
  parameters: { screen: { path: '/m/messageDetail', route: '/m/messageDetail' } } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = states.loadFailed;

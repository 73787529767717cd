import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  announcement,
  answeredStory,
  calls,
  loadingStories,
  notFoundStory,
  promotion,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import ActivityDetailScreen from './activity-detail-screen';

const meta = {
  title: 'Screens/Promotion detail',
  component: ActivityDetailScreen,
  parameters: { screen: { path: '/m/activityDetail?id=1', route: '/m/activityDetail' } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof ActivityDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
const states = loadingStories(calls.content.announcement);

/** A promotion: its banner (the brand's default banner when the image does not load), title, period and content. */
export const Default: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.content.announcement, {
        ...promotion({
          id: 1,
          title: 'Welcome bonus 100%',
          content:
            '<p>Your first deposit doubled, up to 5,000.</p><ul><li>Turnover 10× before withdrawal.</li><li>One per player.</li></ul>',
        }),
        type: 'PR',
        groupName: null,
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** A promotion without an end date. */
export const NoExpiry: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.content.announcement, {
        ...promotion({ id: 2, title: 'Daily rebate', endDate: null, noExpiry: 1 }),
        type: 'PR',
        groupName: null,
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The platform no longer has that promotion (ended or removed): "not found", with the way back to promotions. */
export const NotFound: Story = notFoundStory(calls.content.announcement);

/** The id is an announcement that is not a promotion: "not found" too. */
export const NotAPromotion: Story = answeredStory(calls.content.announcement, announcement({ id: 1, type: 'B' }));

/** A link without an id (or not a number): "not found" without asking the platform. */
export const MissingId: Story = {
  parameters: { screen: { path: '/m/activityDetail?id=x', route: '/m/activityDetail' } } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = states.loading;

/** No answer: the error with its retry. */
export const LoadFailed: Story = states.loadFailed;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, demoMemberSession, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import FeedbackScreen from './feedback-screen';

const meta = {
  title: 'Screens/Feedback',
  component: FeedbackScreen,
  parameters: { screen: { path: '/m/feedback', route: '/m/feedback', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The platform refuses the length (its own bounds come back with the refusal). */
export const RefusedLength: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(
        calls.support.feedback,
        refuse('feedback.length.invalid', { value: { field: 'content', minWords: 8, maxWords: 40 } }),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

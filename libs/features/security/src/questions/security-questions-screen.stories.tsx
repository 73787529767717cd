import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  calls,
  delayed,
  demoMemberSession,
  demoSecurityQuestions,
  networkFailure,
  refuse,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import SecurityQuestionsScreen from './security-questions-screen';

const meta = {
  title: 'Screens/Security questions',
  component: SecurityQuestionsScreen,
  parameters: { screen: { path: '/m/member/securityQuestions', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof SecurityQuestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None set yet: two questions and answers. */
export const SetFirst: Story = {};

/** Set already: a change asks for the login password, which the platform refuses here. */
export const Change: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.security.questions, demoSecurityQuestions('EN', [1, 3]));
      platform.answer(calls.security.setQuestions, refuse('user.or.password.wrong'));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.security.questions, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.security.questions, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

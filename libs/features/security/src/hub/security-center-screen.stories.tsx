import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import SecurityCenterScreen from './security-center-screen';

const meta = {
  title: 'Screens/Security centre',
  component: SecurityCenterScreen,
  parameters: { screen: { path: '/m/securityCenter', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof SecurityCenterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member: a mobile number, a payment password and one card; no e-mail or questions yet. */
export const Default: Story = {};

/** Everything set and bound. */
export const AllSet: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.security.summary, {
        mobile: '+84 90•••••67',
        email: 'ma•••@example.com',
        hasSecurityQuestions: true,
        hasPaymentPassword: true,
        bankCardCount: 2,
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(
        calls.security.summary,
        delayed(60_000, { mobile: null, email: null, hasSecurityQuestions: false, hasPaymentPassword: false, bankCardCount: 0 }),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.security.summary, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

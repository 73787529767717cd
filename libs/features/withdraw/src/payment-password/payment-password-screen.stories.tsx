import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import PaymentPasswordScreen from './payment-password-screen';

const meta = {
  title: 'Screens/Payment password',
  component: PaymentPasswordScreen,
  parameters: {
    screen: { path: '/m/member/paymentPassword?redirect=%2Fm%2Fwithdraw', route: '/m/member/paymentPassword', session: demoMemberSession },
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof PaymentPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const noPassword = { cards: [], banks: [], realName: null, maxCards: 5, hasPaymentPassword: false };

/** The demo member has one: the current payment password is asked. */
export const Change: Story = {};

/** The first one: confirmed with the login password. */
export const SetFirst: Story = {
  parameters: { fakePlatform: (platform) => platform.answer(calls.bankCard.list, noPassword) } satisfies Partial<ScreenStoryParameters>,
};

/** The current payment password is refused with 1 try left. */
export const WrongCurrent: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.paymentPassword.set, refuse('payment.password.wrong', { value: { attemptsLeft: 1 } })),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.bankCard.list, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.bankCard.list, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import WithdrawScreen from './withdraw-screen';

const meta = {
  title: 'Screens/Withdraw',
  component: WithdrawScreen,
  parameters: { screen: { path: '/m/withdraw', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = {
  currency: 'PHP',
  currencySymbol: '₱',
  withdrawable: 1_234.5,
  min: 100,
  max: 50_000,
  dailyCount: 5,
  usedToday: 1,
  hasPaymentPassword: true,
  lockedUntil: null,
};

/** The demo member: a card, a balance, one withdrawal in the history; any request is taken as pending. */
export const Default: Story = {};

/** The request takes 3 s, to see the busy button. */
export const SlowRequest: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(
        calls.withdraw.request,
        delayed(3000, {
          reference: 'W20261123000009',
          amount: 200,
          status: 'PENDING',
          bankName: 'Demo Bank',
          maskedNumber: '•••• 4242',
          createdAt: Date.now(),
          decidedAt: null,
        }),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Every request is a wrong payment password with 2 tries left. */
export const WrongPaymentPassword: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.withdraw.request, refuse('payment.password.wrong', { value: { attemptsLeft: 2 } })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Locked for another half hour after wrong payment passwords. */
export const Locked: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.withdraw.settings, { ...settings, lockedUntil: Date.now() + 30 * 60_000 }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Today's withdrawals are used up. */
export const DailyCountUsedUp: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.withdraw.settings, { ...settings, usedToday: 5 }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No payment password yet: the screen asks for one first. */
export const NoPaymentPassword: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.withdraw.settings, { ...settings, hasPaymentPassword: false }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No bank card yet: the screen asks to add one. */
export const NoCard: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.bankCard.list, { cards: [], banks: [], realName: null, maxCards: 5, hasPaymentPassword: true }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The settings never load: the error with its retry. */
export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.withdraw.settings, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The settings take 3 s: the loading blocks. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.withdraw.settings, delayed(3000, settings)),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import RewardCentreScreen from './reward-centre-screen';

const meta = {
  title: 'Screens/Reward centre',
  component: RewardCentreScreen,
  parameters: { screen: { path: '/m/rewardCenter', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof RewardCentreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member: an open promotion, an issued cashback to claim, coming-soon and closed offers, a joined benefit. */
export const Default: Story = {};

/** The offers take 3 s: the loading blocks. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.rewards.promotions, delayed(3000, { currency: 'PHP', currencySymbol: '₱', list: [] })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Nothing to show: the empty states. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.rewards.promotions, { currency: 'PHP', currencySymbol: '₱', list: [] });
      platform.answer(calls.rewards.clubBenefits, { currency: 'PHP', currencySymbol: '₱', list: [] });
      platform.answer(calls.rewards.applications, { currency: 'PHP', currencySymbol: '₱', list: [], pageNum: 1, totalPages: 0 });
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** The offers cannot be loaded: the error with its retry. */
export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.rewards.promotions, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Every claim and code is refused, to see the messages. */
export const Refusals: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.rewards.claim, refuse('reward.not.claimable', { status: 409 }));
      platform.answer(calls.rewards.redeem, refuse('promo.code.used', { status: 409, value: { field: 'code' } }));
      platform.answer(calls.rewards.apply, refuse('reward.already.applied', { status: 409 }));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

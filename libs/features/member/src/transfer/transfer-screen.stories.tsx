import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import { keepWallets, memberWalletOf } from '../testing/wallet-world';
import TransferScreen from './transfer-screen';

const meta = {
  title: 'Screens/Wallets and transfer',
  component: TransferScreen,
  parameters: {
    screen: { path: '/m/member/transfer', session: demoMemberSession },
    fakePlatform: (platform) => keepWallets(platform, { MAIN: 1_250_000, JL: 35_050 }),
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof TransferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Main, JILI and PG Soft wallets; transfers and recall all move the balances (kept by the fake platform). */
export const Default: Story = {};

/** Every transfer takes 3 s: the held buttons. */
export const SlowTransfer: Story = {
  parameters: {
    fakePlatform: (platform) => {
      keepWallets(platform, { MAIN: 1_250_000, JL: 35_050 });
      platform.answer(calls.wallet.transfer, delayed(3000, memberWalletOf({ MAIN: 1_240_000, JL: 45_050 })));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** Every transfer gets no answer: the "try again, it will not go twice" message. */
export const NoAnswer: Story = {
  parameters: {
    fakePlatform: (platform) => {
      keepWallets(platform, { MAIN: 1_250_000, JL: 35_050 });
      platform.answer(calls.wallet.transfer, networkFailure());
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** The merchant offers no game wallet. */
export const NoGameWallets: Story = {
  parameters: {
    fakePlatform: (platform) => keepWallets(platform, { MAIN: 5_000 }, ['MAIN']),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The wallets take 3 s. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.wallet.balance, delayed(3000, memberWalletOf({ MAIN: 5_000 }))),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The wallets fail: the reason and a retry. */
export const LoadError: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.wallet.balance, refuse('system.upgrading')),
  } satisfies Partial<ScreenStoryParameters>,
};

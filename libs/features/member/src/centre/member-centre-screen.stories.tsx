import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberInfo, demoMemberSession, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import { withMemberShell } from '../shell/member-shell';
import { testMemberShell } from '../testing/test-member-shell';
import { keepWallets, memberWalletOf } from '../testing/wallet-world';
import MemberCentreScreen from './member-centre-screen';

// The app hands the screen the shell's template, name and logout; here a stand-in shell picks the template.
const BaseCentre = withMemberShell(MemberCentreScreen, testMemberShell({ template: 'base', unread: 3 }));
const NewCentre = withMemberShell(MemberCentreScreen, testMemberShell({ template: 'new', unread: 3 }));

const withWallets: Partial<ScreenStoryParameters> = {
  fakePlatform: (platform) => keepWallets(platform, { MAIN: 1_250_000, JL: 35_050, PG: 0 }),
};

const meta = {
  title: 'Screens/Member centre',
  component: BaseCentre,
  parameters: { screen: { path: '/m/member/home', session: demoMemberSession }, ...withWallets } satisfies ScreenStoryParameters,
} satisfies Meta<typeof BaseCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** mem_cen 0: a header card over list rows. */
export const Base: Story = {};

/** mem_cen 1: a hero card with the balance over an icon grid of shortcuts. */
export const New: Story = { render: () => <NewCentre /> };

/** An agent (member type 1) also gets the agent home shortcut. */
export const Agent: Story = {
  render: () => <NewCentre />,
  parameters: {
    fakePlatform: (platform) => {
      withWallets.fakePlatform!(platform);
      platform.answer(calls.session.memberInfo, { ...demoMemberInfo, type: 1 });
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** Only the main wallet: the "no game wallets" line. */
export const NoGameWallets: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.wallet.balance, memberWalletOf({ MAIN: 5_000 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The balance takes 3 s. */
export const LoadingBalance: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.wallet.balance, delayed(3000, memberWalletOf({ MAIN: 5_000 }))),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The balance fails: the reason and a retry. */
export const BalanceError: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.wallet.balance, refuse('system.upgrading')),
  } satisfies Partial<ScreenStoryParameters>,
};

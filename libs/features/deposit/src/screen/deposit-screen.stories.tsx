import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  calls,
  delayed,
  demoRgLimits,
  networkFailure,
  refuse,
  withRgRules,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import { bankChannel, centsChannel, channelsAnswer, deposit, historyPage, qrChannel } from '../testing/deposit-fixtures';
import { DepositScreen } from './deposit-screen';

const member = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'amy01', type: 0 };

const meta = {
  title: 'Screens/Deposit',
  component: DepositScreen,
  args: { template: 'base' },
  argTypes: { template: { control: 'inline-radio', options: ['base', 'new'] } },
  parameters: { screen: { path: '/m/voucherCenter', session: member } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Base detail (dep_func 0): channel list, the chosen channel's form below, the history under it. */
export const Base: Story = {};

/** New detail (dep_func 1): channel cards with a stepper, the history on its own tab. */
export const New: Story = { args: { template: 'new' } };

/** A daily deposit limit leaves 20: said under the amount, and a larger amount is refused naming it. */
export const LimitLeft: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.responsibleGaming.limits, {
        limits: demoRgLimits().limits.map((limit) =>
          limit.kind === 'DEPOSIT' && limit.period === 'DAILY' ? { ...limit, amount: 100, used: 80, left: 20 } : limit,
        ),
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

/**
 * A brand that asks for a deposit limit at registration (brand.json `responsibleGaming.depositLimitAtRegistration`),
 * and a member without one: no form, a notice leading to the limits page.
 */
export const DepositLimitRequired: Story = { ...withRgRules({ depositLimitAtRegistration: true }) };

/** A QR request answers a payload the page draws as a QR code (submit any amount). */
export const QrPayment: Story = {
  args: { template: 'new' },
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.deposit.channels, channelsAnswer([qrChannel, centsChannel]));
      platform.answer(
        calls.deposit.request,
        deposit({
          channelId: qrChannel.id,
          channelType: 'QR',
          channelName: qrChannel.name,
          payTo: { provider: 'DemoQR', qrPayload: 'DEMOQR|PLAYDECK|D20261123000001' },
          expiresAt: Date.now() + 10 * 60_000,
        }),
      );
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/**
 * A long pay-to account name wraps between words under its label, with its copy button beside it; a token
 * longer than the row (the account number here) breaks only because nothing else can.
 */
export const LongAccountName: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(
        calls.deposit.channels,
        channelsAnswer([
          {
            ...bankChannel,
            payTo: {
              bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
              accountName: 'CÔNG TY TNHH GIẢI TRÍ TRỰC TUYẾN PLAYDECK VIỆT NAM',
              accountNumber: '0123456789012345678901234567890123456789',
            },
          },
        ]),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The request takes 3 s, to see the busy button. */
export const SlowRequest: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.deposit.request, delayed(3000, deposit({ expiresAt: Date.now() + 30 * 60_000 }))),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Every request is refused: too many pending deposits. */
export const PendingLimit: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.deposit.request, refuse('deposit.pending.limit')),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Two pages of history in every state. */
export const LongHistory: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.deposit.history, ({ query }) =>
        Number(query.pageNo) === 1 ? historyPage(1, 2, 10, 1) : historyPage(2, 2, 4, 11),
      ),
  } satisfies Partial<ScreenStoryParameters>,
};

/** No channel open and no deposit yet. */
export const Empty: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.deposit.channels, channelsAnswer([]));
      platform.answer(calls.deposit.history, { list: [], pageNum: 1, totalPages: 0 });
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** The channels cannot be loaded: the error with its retry. */
export const ChannelsFailed: Story = {
  args: { template: 'new' },
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.deposit.channels, refuse('function.not.available')),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.deposit.channels, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoMemberSession, networkFailure, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import BankCardsScreen from './bank-cards-screen';

const meta = {
  title: 'Screens/Bank cards',
  component: BankCardsScreen,
  parameters: { screen: { path: '/m/member/bankCard', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof BankCardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const banks = [
  { code: 'DEMO', name: 'Demo Bank' },
  { code: 'CITY', name: 'City Savings Bank' },
];
const noCards = { cards: [], banks, realName: null, maxCards: 5, hasPaymentPassword: true };

/** The demo member: one card, the real name set (the payee is read-only). */
export const Default: Story = {};

/** A first card: the payee typed becomes the account's real name. */
export const FirstCard: Story = {
  parameters: { fakePlatform: (platform) => platform.answer(calls.bankCard.list, noCards) } satisfies Partial<ScreenStoryParameters>,
};

/** No payment password yet: the screen sends the member to set one first. */
export const NoPaymentPassword: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.bankCard.list, { ...noCards, hasPaymentPassword: false }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** At the maximum number of cards: no add form. */
export const AtTheLimit: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.bankCard.list, {
        ...noCards,
        realName: 'Juan Dela Cruz',
        maxCards: 1,
        cards: [{ id: 1, bankCode: 'DEMO', bankName: 'Demo Bank', maskedNumber: '•••• 4242', payeeName: 'Juan Dela Cruz', createdAt: 0 }],
      }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Every new card is refused as a duplicate. */
export const Duplicate: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.bankCard.add, refuse('bankcard.duplicate')),
  } satisfies Partial<ScreenStoryParameters>,
};

export const LoadFailed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.bankCard.list, networkFailure()),
  } satisfies Partial<ScreenStoryParameters>,
};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.bankCard.list, delayed(3000, noCards)),
  } satisfies Partial<ScreenStoryParameters>,
};

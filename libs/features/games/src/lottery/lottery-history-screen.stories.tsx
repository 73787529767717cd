import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls, delayed, demoLotteryGames, refuse, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import LotteryHistoryScreen from './lottery-history-screen';

const lotteryCategory = { games: demoLotteryGames, pageNum: 1, totalPages: 1 };
const noDraws = {
  gameId: 200001,
  gameName: 'Northern Lottery',
  vassalage: 'TCG_LOTTO_VN',
  region: 'NORTH' as const,
  list: [],
  pageNum: 1,
  totalPages: 0,
  totalCount: 0,
};

const meta = {
  title: 'Screens/Lottery history',
  component: LotteryHistoryScreen,
  parameters: {
    screen: { path: '/m/lotteryHistory', route: '/m/lotteryHistory' },
    fakePlatform: (platform) => platform.answer(calls.games.gameList, lotteryCategory),
  } satisfies ScreenStoryParameters,
} satisfies Meta<typeof LotteryHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NorthernDraws: Story = {};

export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.gameList, lotteryCategory);
      platform.answer(calls.lottery.draws, delayed(60_000, noDraws));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

export const NoDraws: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.gameList, lotteryCategory);
      platform.answer(calls.lottery.draws, noDraws);
    },
  } satisfies Partial<ScreenStoryParameters>,
};

export const Refused: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.gameList, lotteryCategory);
      platform.answer(calls.lottery.draws, refuse('TOO_MANY_REQUEST', { status: 429 }));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LotteryGame } from '@playdeck/api';
import {
  calls,
  delayed,
  demoMemberSession,
  loadingStories,
  networkFailure,
  refuse,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import LaunchGameScreen from './launch-game-screen';
import { markAutoLaunched } from './lottery-choice';

const LINK = '/m/launchGame?playType=trad&gameId=7&gameGroupId=6&prize_mode=Lott&code=LOTT_001&pageBack=gameCenter';

const meta = {
  title: 'Screens/Launch game',
  component: LaunchGameScreen,
  parameters: { screen: { path: LINK, route: '/m/launchGame', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof LaunchGameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lottery of the link, its next draw four and a half minutes from the moment it is asked for (a still countdown in the snapshots' fixed clock). */
const hanoiLottery = (): LotteryGame => ({
  gameId: 7,
  nodeId: '100007',
  gameCode: 'LOTT_001',
  gameGroupId: 6,
  gameName: 'Hanoi VIP 45s',
  vassalage: 'LOTT',
  iconUrl: '/wps/static/games/7.svg',
  lottoMode: 'Tradition',
  playTypes: ['Tradition'],
  prizeModes: ['Lott', 'ZY'],
  prizeMode: 'Lott',
  region: null,
  drawIntervalSeconds: 45,
  nextDrawTime: Date.now() + 270_000,
  issueNo: '20260115-0042',
});

/** The page opens the game once on arrival; a player back from the game (same history entry) gets the page instead. */
const backFromTheGame = () => {
  markAutoLaunched(sessionStorage, 'default');
  return {};
};

/**
 * Arrival: the game is being opened (the launch answer is held back, so the story stays on the page with the
 * busy Play button). Once answered the app leaves for the game.
 */
export const Launching: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.lotteryNumero, () => ({ list: [hanoiLottery()] }));
      platform.answer(calls.games.launch, delayed(600_000, networkFailure()));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** Back from the game: the lottery, its next draw, the prize modes to pick and Play now (its answer held back here, so a tap keeps the story). */
export const BackFromGame: Story = {
  loaders: [backFromTheGame],
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.lotteryNumero, () => ({ list: [hanoiLottery()] }));
      platform.answer(calls.games.launch, delayed(600_000, networkFailure()));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** The platform answered a game URL that is not http(s) nor of this site: it is not opened, and the player is told. */
export const UnsafeUrl: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.lotteryNumero, () => ({ list: [hanoiLottery()] }));
      platform.answer(calls.games.launch, { content: { game_url: 'javascript:alert(1)' } });
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** The launch is refused (maintenance): said in a toast, the page stays to try again. */
export const LaunchRefused: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.games.lotteryNumero, () => ({ list: [hanoiLottery()] }));
      platform.answer(calls.games.launch, refuse('system.maintenance', { status: 503 }));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** The lottery of the link is not in the platform's list (closed for bets): said so, with the way back. */
export const Closed: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.lotteryNumero, { list: [] }),
  } satisfies Partial<ScreenStoryParameters>,
};

/** A link without a valid game id: said so, with the way home; nothing is asked of the platform. */
export const InvalidLink: Story = {
  parameters: { screen: { path: '/m/launchGame?gameId=abc', route: '/m/launchGame' } } satisfies Partial<ScreenStoryParameters>,
};

/** A visitor: asked to log in first; nothing is asked of the platform. */
export const Visitor: Story = {
  parameters: { screen: { path: LINK, route: '/m/launchGame', session: null } } satisfies Partial<ScreenStoryParameters>,
};

/** The lottery list's answer never comes while the story is looked at: the loading state, held still. */
export const Loading: Story = loadingStories(calls.games.lotteryNumero).loading;

/** No answer for the lottery list: the error with its retry. */
export const LoadFailed: Story = loadingStories(calls.games.lotteryNumero).loadFailed;

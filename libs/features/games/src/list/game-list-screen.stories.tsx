import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  calls,
  delayed,
  demoMemberSession,
  networkFailure,
  pagedGames,
  refuse,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import GameListScreen from './game-list-screen';

const screen = (path: string) => ({ path, route: '/m/gameList' });

const meta = {
  title: 'Screens/Game list',
  component: GameListScreen,
  parameters: { screen: screen('/m/gameList?gameType=RNG') } satisfies ScreenStoryParameters,
} satisfies Meta<typeof GameListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The grid draws only the rows near the phone's screen: a long list's visual snapshot is that screen
 * (tools/visual/plan.mjs, PHONE_SCREEN_TAG), not a page whose lower rows come and go.
 */
const PHONE_SCREEN = ['visual-phone-screen'];

export const Slots: Story = { tags: PHONE_SCREEN };

export const FilteredByVendor: Story = {
  tags: PHONE_SCREEN,
  parameters: { screen: screen('/m/gameList?gameType=RNG&vassalage=PG') } satisfies ScreenStoryParameters,
};

/** Live casino: the Room filter (Free, VIP, Pay per View) from the game menus, each room marked with its type. */
export const LiveRooms: Story = {
  parameters: {
    screen: screen('/m/gameList?gameType=LIVE&roomType=VIP'),
    fakePlatform: (platform) =>
      platform.answer(calls.games.gameList, pagedGames(6, { category: 'LIVE', gameType: 'LIVE', roomType: 'VIP' })),
  } satisfies ScreenStoryParameters,
};

export const MemberFavourites: Story = {
  tags: PHONE_SCREEN,
  parameters: {
    screen: { ...screen('/m/gameList?gameType=RNG'), session: demoMemberSession },
    fakePlatform: (platform) => platform.answer(calls.games.favouriteIds, ['2', '5']),
  } satisfies ScreenStoryParameters,
};

export const NoMatch: Story = {
  parameters: {
    screen: screen('/m/gameList?gameType=RNG&gameName=zzz'),
    fakePlatform: (platform) => platform.answer(calls.games.gameList, { games: [], pageNum: 1, totalPages: 0 }),
  } satisfies ScreenStoryParameters,
};

export const ShortList: Story = {
  parameters: { fakePlatform: (platform) => platform.answer(calls.games.gameList, pagedGames(5)) } satisfies Partial<ScreenStoryParameters>,
};

export const Refused: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.gameList, refuse('TOO_MANY_REQUEST', { status: 429 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The first answer never comes while the story is looked at: the screen's loading state, held still. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.games.gameList, delayed(600_000, networkFailure())),
  } satisfies Partial<ScreenStoryParameters>,
};

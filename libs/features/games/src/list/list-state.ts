import {
  GAME_CATEGORIES,
  GAME_CLASSIFICATIONS,
  MIN_BET_OPTIONS,
  ROOM_TYPES,
  type GameCategory,
  type GameClassification,
  type RoomType,
} from '@playdeck/api';

/*
 * The game list's state (spec sections 3 and 4) lives in the URL, so a game that opens in this window
 * and comes back finds the list as it was: /m/gameList?gameType=&vassalage=&type=&gameName=&gameClassify=&minBet=
 * &minLine=&roomType= (the last two: the game list's minLine, and the live rooms' type, from the game menus).
 */

export const GAME_TABS = ['all', 'hot', 'recent', 'fav'] as const;
export type GameTab = (typeof GAME_TABS)[number];
/** What the list shows: a tab, or the whole list narrowed by filters. */
export type DataType = GameTab | 'filter';
export const MEMBER_TABS: ReadonlySet<GameTab> = new Set(['recent', 'fav']);

export interface GameFilters {
  vassalage: string;
  gameName: string;
  gameClassify: GameClassification | '';
  minBet: string;
  /** At least this many lines (the game list's minLine), as the URL holds it. */
  minLine: string;
  roomType: RoomType | '';
}

export interface GameListState {
  gameType: GameCategory;
  tab: GameTab;
  filters: GameFilters;
}

export const NO_FILTERS: GameFilters = { vassalage: '', gameName: '', gameClassify: '', minBet: '', minLine: '', roomType: '' };
export const DEFAULT_GAME_TYPE: GameCategory = 'RNG';
const NAME_MAX = 64;
const VENDOR_PATTERN = /^[A-Za-z0-9_]{1,32}$/;
/** A line count the platform takes (2 to 10,000): the game menus offer only counts above 1. */
const LINES_PATTERN = /^(?:[2-9]|[1-9]\d{1,3}|10000)$/;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  (options as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** Anything the URL may hold that is not an option is ignored, never sent to the platform. */
export function readListState(search: URLSearchParams): GameListState {
  const minBet = search.get('minBet') ?? '';
  const vassalage = search.get('vassalage')?.trim() ?? '';
  const filters: GameFilters = {
    vassalage: VENDOR_PATTERN.test(vassalage) ? vassalage : '',
    gameName: (search.get('gameName') ?? '').trim().slice(0, NAME_MAX),
    gameClassify: oneOf(GAME_CLASSIFICATIONS, search.get('gameClassify')) ?? '',
    minBet: MIN_BET_OPTIONS.some((option) => String(option) === minBet) ? minBet : '',
    minLine: LINES_PATTERN.test(search.get('minLine') ?? '') ? search.get('minLine')! : '',
    roomType: oneOf(ROOM_TYPES, search.get('roomType')) ?? '',
  };
  const tab = oneOf(GAME_TABS, search.get('type')) ?? 'all';
  return {
    gameType: oneOf(GAME_CATEGORIES, search.get('gameType')?.toUpperCase() ?? null) ?? DEFAULT_GAME_TYPE,
    // Filters narrow the whole list: a URL with both keeps the filters.
    tab: hasFilters(filters) ? 'all' : tab,
    filters,
  };
}

export function listSearch(state: GameListState): Record<string, string | undefined> {
  const { filters } = state;
  return {
    gameType: state.gameType,
    vassalage: filters.vassalage || undefined,
    type: state.tab === 'all' ? undefined : state.tab,
    gameName: filters.gameName || undefined,
    gameClassify: filters.gameClassify || undefined,
    minBet: filters.minBet || undefined,
    minLine: filters.minLine || undefined,
    roomType: filters.roomType || undefined,
  };
}

export function hasFilters(filters: GameFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

export function dataType(state: GameListState): DataType {
  return hasFilters(state.filters) ? 'filter' : state.tab;
}

/** Changing tab resets the list, page 1 and every filter. */
export function selectTab(state: GameListState, tab: GameTab): GameListState {
  return { ...state, tab, filters: NO_FILTERS };
}

/** A filter narrows the whole list; once every filter is empty again the list is back on "all". */
export function changeFilters(state: GameListState, change: Partial<GameFilters>): GameListState {
  return { ...state, tab: 'all', filters: { ...state.filters, ...change } };
}

export function clearFilters(state: GameListState): GameListState {
  return { ...state, tab: 'all', filters: NO_FILTERS };
}

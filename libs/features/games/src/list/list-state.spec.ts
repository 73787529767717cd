import { describe, expect, it } from 'vitest';
import { changeFilters, clearFilters, dataType, listSearch, NO_FILTERS, readListState, selectTab, type GameListState } from './list-state';

const read = (query: string) => readListState(new URLSearchParams(query));
const base: GameListState = { gameType: 'RNG', tab: 'all', filters: NO_FILTERS };

describe('readListState', () => {
  it('defaults to the slots list, all games, no filters', () => {
    expect(read('')).toEqual(base);
  });

  it('reads the game type, tab and filters', () => {
    expect(read('gameType=fish&type=recent')).toEqual({ gameType: 'FISH', tab: 'recent', filters: NO_FILTERS });
    expect(read('gameType=RNG&vassalage=JL&gameName=%20dragon%20&gameClassify=JP&minBet=0.05')).toEqual({
      gameType: 'RNG',
      tab: 'all',
      filters: { vassalage: 'JL', gameName: 'dragon', gameClassify: 'JP', minBet: '0.05', minLine: '', roomType: '' },
    });
    expect(read('gameType=LIVE&roomType=VIP').filters.roomType).toBe('VIP');
    expect(read('gameType=RNG&minLine=25').filters.minLine).toBe('25');
  });

  it('ignores values that are not options', () => {
    expect(read('gameType=CASINO&type=mine&gameClassify=XX&minBet=0.02&vassalage=%3Cscript%3E')).toEqual(base);
    for (const minLine of ['1', '0', '-5', '2.5', '10001', 'many']) expect(read(`minLine=${minLine}`)).toEqual(base);
    expect(read('roomType=GOLD')).toEqual(base);
  });

  it('keeps filters over a tab: filters narrow the whole list', () => {
    expect(read('type=fav&vassalage=PG')).toMatchObject({ tab: 'all', filters: { vassalage: 'PG' } });
  });

  it('round-trips through the URL', () => {
    const state = changeFilters(base, { vassalage: 'PG', minBet: '0.5', minLine: '20', roomType: 'PPV' });
    const search = new URLSearchParams(
      Object.entries(listSearch(state)).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(readListState(search)).toEqual(state);
  });
});

describe('filter state transitions', () => {
  it('changing tab resets every filter', () => {
    const filtered = changeFilters(base, { vassalage: 'JL', gameName: 'fortune' });
    expect(selectTab(filtered, 'hot')).toEqual({ ...base, tab: 'hot' });
    expect(dataType(selectTab(filtered, 'hot'))).toBe('hot');
  });

  it('a filter turns the list into the filtered list from any tab', () => {
    const onFavourites = selectTab(base, 'fav');
    const filtered = changeFilters(onFavourites, { minBet: '0.1' });
    expect(filtered.tab).toBe('all');
    expect(dataType(filtered)).toBe('filter');
  });

  it('clearing the last filter returns to all', () => {
    const filtered = changeFilters(base, { gameClassify: 'SC' });
    expect(dataType(changeFilters(filtered, { gameClassify: '' }))).toBe('all');
    expect(dataType(clearFilters(changeFilters(filtered, { gameName: 'x' })))).toBe('all');
  });

  it('combines filters', () => {
    const state = changeFilters(changeFilters(base, { vassalage: 'JL' }), { gameName: 'gold' });
    expect(state.filters).toEqual({ vassalage: 'JL', gameName: 'gold', gameClassify: '', minBet: '', minLine: '', roomType: '' });
  });
});

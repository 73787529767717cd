import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '@playdeck/api';
import { homeTabBlocks, INDEX_TAB } from './home-tabs';

describe('homeTabBlocks', () => {
  it('shows every home block on the index tab, vendors on none of them', () => {
    expect(homeTabBlocks(INDEX_TAB)).toEqual(['hotMatches', 'jackpot', 'hotGames', 'winners', 'appDownload', 'footer']);
  });

  it('shows hot matches on SPORTS and the jackpot on RNG, beside their vendors', () => {
    expect(homeTabBlocks('SPORTS')).toEqual(['hotMatches', 'vendors']);
    expect(homeTabBlocks('RNG')).toEqual(['jackpot', 'vendors']);
  });

  it.each(GAME_CATEGORIES.filter((category) => category !== 'SPORTS' && category !== 'RNG'))('%s lists its vendors only', (category) => {
    expect(homeTabBlocks(category)).toEqual(['vendors']);
  });

  it('keeps hot games, winners, app download and footer on the index tab only', () => {
    for (const category of GAME_CATEGORIES) {
      for (const block of ['hotGames', 'winners', 'appDownload', 'footer'] as const) expect(homeTabBlocks(category)).not.toContain(block);
    }
  });
});

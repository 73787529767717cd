import { describe, expect, it } from 'vitest';
import { groupByVendor, prizeLabelKey } from './draw-format';

describe('draw results format', () => {
  it('names Vietnamese tiers, shows a one-tier draw as its winning numbers and counts other prizes from the first', () => {
    expect(prizeLabelKey('TCG_LOTTO_VN', { tier: 0 }, 8)).toBe('lottery_tier_vn_0');
    expect(prizeLabelKey('TCG_LOTTO_VN', { tier: 8 }, 9)).toBe('lottery_tier_vn_8');
    expect(prizeLabelKey('LOTT', { tier: 0 }, 1)).toBe('lottery_winning_numbers');
    expect(prizeLabelKey('TCG_SEA', { tier: 2 }, 3)).toBe('lottery_tier_2');
  });

  it('groups lotteries by vendor, Vietnamese first and unknown vendors last', () => {
    const games = [
      { vassalage: 'ELOTT', gameId: 1 },
      { vassalage: 'NEW', gameId: 2 },
      { vassalage: 'TCG_LOTTO_VN', gameId: 3 },
      { vassalage: 'ELOTT', gameId: 4 },
    ];
    expect(groupByVendor(games).map((group) => [group.vassalage, group.lotteries.map((game) => game.gameId)])).toEqual([
      ['TCG_LOTTO_VN', [3]],
      ['ELOTT', [1, 4]],
      ['NEW', [2]],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { centerTabPath, centerTabs, readCenterTab } from './center-tabs';

describe('game centre tabs', () => {
  it('are ALL plus each category in order', () => {
    expect(centerTabs(['LOTT', 'LIVE', 'COCKFIGHT', 'RNG'])).toEqual(['ALL', 'LOTT', 'LIVE', 'COCKFIGHT', 'RNG']);
  });

  it('read the category from the URL, ALL otherwise', () => {
    expect(readCenterTab(new URLSearchParams('gameCategory=live'))).toBe('LIVE');
    expect(readCenterTab(new URLSearchParams('gameCategory=BINGO'))).toBe('ALL');
    expect(readCenterTab(new URLSearchParams(''))).toBe('ALL');
  });

  it('send the slots tab to the slots centre', () => {
    expect(centerTabPath('RNG')).toBe('/m/slotsCenter');
    expect(centerTabPath('FISH')).toBe('/m/gameCenter?gameCategory=FISH');
    expect(centerTabPath('ALL')).toBe('/m/gameCenter');
  });
});

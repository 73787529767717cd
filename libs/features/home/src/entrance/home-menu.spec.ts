import { describe, expect, it } from 'vitest';
import { buildVendorStructure, type VendorLane } from '@playdeck/api';
import { gameCategoryLabelKey } from '@playdeck/i18n';
import { buildHomeMenu, homeMenuLabelKey } from './home-menu';

const card = (vassalage: string, gameType: VendorLane['gameClassify']) => ({
  vassalage,
  accountTypeName: vassalage,
  displayName: vassalage,
  gameType,
  gameCount: 3,
});
const lane = (gameClassify: VendorLane['gameClassify'], vendors: string[]): VendorLane => ({
  title: gameClassify,
  gameClassify,
  cards: vendors.map((vendor) => card(vendor, gameClassify)),
});

describe('buildHomeMenu', () => {
  it('starts with the index tab, follows the vendor structure (cockfight after LIVE, e-sports after PVP), then PROMO, VIP, AFFILIATE', () => {
    const structure = buildVendorStructure([
      lane('LOTT', ['TCG_LOTTO_VN']),
      lane('LIVE', ['EVO']),
      lane('RNG', ['PG']),
      lane('SPORTS', ['SABA', 'AV', 'DS88']),
      lane('PVP', ['KM']),
      lane('FISH', ['JL']),
    ]);
    const menu = buildHomeMenu(
      structure.sorting.map((entry) => entry.gameCategory),
      'https://affiliate.example.test/join',
    );
    expect(menu.map((item) => item.id)).toEqual([
      'index',
      'LOTT',
      'LIVE',
      'COCKFIGHT',
      'RNG',
      'SPORTS',
      'PVP',
      'ESPORTS',
      'FISH',
      'PROMO',
      'VIP',
      'AFFILIATE',
    ]);
    expect(menu.find((item) => item.id === 'PROMO')).toEqual({ kind: 'route', id: 'PROMO', to: '/m/activity', hot: true });
    expect(menu.find((item) => item.id === 'VIP')).toEqual({ kind: 'route', id: 'VIP', to: '/m/vip', hot: false });
    expect(menu.at(-1)).toEqual({ kind: 'external', id: 'AFFILIATE', href: 'https://affiliate.example.test/join' });
  });

  it('leaves AFFILIATE out without a link', () => {
    expect(buildHomeMenu(['RNG'], null).map((item) => item.id)).toEqual(['index', 'RNG', 'PROMO', 'VIP']);
    expect(buildHomeMenu([], '').map((item) => item.id)).toEqual(['index', 'PROMO', 'VIP']);
  });
});

describe('homeMenuLabelKey', () => {
  it('names a game category with its one entry (as the game list, rebates and team betting do), the rest as home entries', () => {
    expect(homeMenuLabelKey('RNG')).toBe(gameCategoryLabelKey('RNG'));
    expect(homeMenuLabelKey('COCKFIGHT')).toBe(gameCategoryLabelKey('COCKFIGHT'));
    expect(['index', 'PROMO', 'VIP', 'AFFILIATE'].map((id) => homeMenuLabelKey(id as 'PROMO'))).toEqual([
      'home_tab_index',
      'home_tab_PROMO',
      'home_tab_VIP',
      'home_tab_AFFILIATE',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { VendorLane } from './calls/games';
import type { PlatformGameType } from './game-constants';
import { buildVendorStructure, vendorCategory, vendorIconUrl } from './vendor-structure';

const lane = (gameClassify: PlatformGameType, ...codes: string[]): VendorLane => ({
  title: gameClassify,
  gameClassify,
  cards: codes.map((code) => ({
    vassalage: code,
    accountTypeName: code,
    displayName: `${code} name`,
    gameType: gameClassify,
    gameCount: 1,
  })),
});

describe('buildVendorStructure', () => {
  it('splits e-sports and cockfight out of SPORTS, cockfight after LIVE and e-sports after PVP', () => {
    const structure = buildVendorStructure([
      lane('LOTT', 'LOTT', 'ELOTT'),
      lane('LIVE', 'SEX', 'EVO'),
      lane('RNG', 'JL', 'PG'),
      lane('SPORTS', 'BTI', 'AV', 'DS88', 'IMES', 'DIG', 'SABA'),
      lane('PVP', 'KM'),
      lane('FISH', 'JL'),
    ]);
    expect(structure.sorting).toEqual([
      { gameCategory: 'LOTT', vendorNames: ['LOTT', 'ELOTT'] },
      { gameCategory: 'LIVE', vendorNames: ['SEX', 'EVO'] },
      { gameCategory: 'COCKFIGHT', vendorNames: ['DS88', 'DIG'] },
      { gameCategory: 'RNG', vendorNames: ['JL', 'PG'] },
      { gameCategory: 'SPORTS', vendorNames: ['BTI', 'SABA'] },
      { gameCategory: 'PVP', vendorNames: ['KM'] },
      { gameCategory: 'ESPORTS', vendorNames: ['AV', 'IMES'] },
      { gameCategory: 'FISH', vendorNames: ['JL'] },
    ]);
    expect(structure.mapping.ESPORTS?.map((card) => card.displayName)).toEqual(['AV name', 'IMES name']);
    expect(structure.mapping.COCKFIGHT?.every((card) => card.gameType === 'SPORTS')).toBe(true);
  });

  it('follows the lanes order and leaves out empty categories', () => {
    const structure = buildVendorStructure([lane('PVP', 'KM'), lane('SPORTS', 'AI', 'TF', 'IA'), lane('LIVE', 'EVO'), lane('RNG')]);
    expect(structure.sorting.map((entry) => entry.gameCategory)).toEqual(['PVP', 'ESPORTS', 'LIVE']);
    expect(structure.mapping.SPORTS).toBeUndefined();
  });

  it('puts a split category last when its anchor lane is missing', () => {
    const structure = buildVendorStructure([lane('RNG', 'PG'), lane('SPORTS', 'DIG', 'AV')]);
    expect(structure.sorting.map((entry) => entry.gameCategory)).toEqual(['RNG', 'COCKFIGHT', 'ESPORTS']);
  });

  it('answers nothing for no lanes', () => {
    expect(buildVendorStructure([])).toEqual({ sorting: [], mapping: {} });
  });
});

describe('vendorCategory', () => {
  it('only splits sports vendors', () => {
    expect(vendorCategory({ vassalage: 'AV', gameType: 'SPORTS' })).toBe('ESPORTS');
    expect(vendorCategory({ vassalage: 'DIG', gameType: 'SPORTS' })).toBe('COCKFIGHT');
    expect(vendorCategory({ vassalage: 'AV', gameType: 'RNG' })).toBe('RNG');
    expect(vendorCategory({ vassalage: 'BTI', gameType: 'SPORTS' })).toBe('SPORTS');
  });
});

describe('vendorIconUrl', () => {
  it('applies the icon aliases to category and vendor', () => {
    expect(vendorIconUrl('https://cdn.test/vendors/', 'RNG', 'JL')).toBe('https://cdn.test/vendors/RNG-JILI.png');
    expect(vendorIconUrl('https://cdn.test/vendors', 'SPORTS', 'BTI')).toBe('https://cdn.test/vendors/SPORTS-123BET.png');
    expect(vendorIconUrl('/icons', 'LIVE', 'SEX')).toBe('/icons/LIVE-SEXY.png');
    expect(vendorIconUrl('/icons', 'ESPORTS', 'AV')).toBe('/icons/SPORTS-AV.png');
    expect(vendorIconUrl('/icons', 'PVP', 'KM')).toBe('/icons/PVP-KM.png');
  });
});

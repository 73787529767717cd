import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES } from '@playdeck/api';
import { initI18n, i18n } from '@playdeck/i18n';
import { categoryLabelKey, vendorPath } from './vendor-path';

describe('vendorPath', () => {
  it('opens the game list of the vendor in its game type', () => {
    expect(vendorPath({ gameType: 'RNG', vassalage: 'PG' })).toBe('/m/gameList?gameType=RNG&vassalage=PG');
    expect(vendorPath({ gameType: 'FISH', vassalage: 'JL' })).toBe('/m/gameList?gameType=FISH&vassalage=JL');
  });

  it("uses the platform's type for vendors the menu files apart (e-sports and cockfight are SPORTS)", () => {
    expect(vendorPath({ gameType: 'SPORTS', vassalage: 'DS88' })).toBe('/m/gameList?gameType=SPORTS&vassalage=DS88');
  });
});

describe('categoryLabelKey', () => {
  it.each(['EN', 'TY'] as const)('every category has a text in %s', async (language) => {
    await initI18n(language);
    for (const category of GAME_CATEGORIES) {
      const key = categoryLabelKey(category);
      expect(i18n.exists(key), `${category} → ${key}`).toBe(true);
    }
  });

  it('names categories as the game list titles them', async () => {
    await initI18n('EN');
    expect(GAME_CATEGORIES.map((category) => i18n.t(categoryLabelKey(category)))).toEqual([
      'Lottery',
      'Live casino',
      'Slots',
      'Sports',
      'Poker',
      'Fishing',
      'E-sports',
      'Cockfight',
    ]);
  });
});

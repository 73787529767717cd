import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadTexts, setLanguage } from '@playdeck/i18n';
import { categoriesInUse, categoryLabelKey, isPromotionFilter, PROMOTION_FILTERS } from './promotion-categories';

// The labels are 'content' texts, which the promotion screens' loaders bring.
beforeAll(() => initI18n('EN').then(() => loadTexts('content')));

describe('promotion categories', () => {
  it('has all 14 filters of the spec, all first', () => {
    expect(PROMOTION_FILTERS).toHaveLength(14);
    expect(PROMOTION_FILTERS[0]).toBe('all');
    expect(PROMOTION_FILTERS).toContain('player_rank_rules');
  });

  it('names every category in EN and TY', async () => {
    for (const language of ['TY', 'EN'] as const) {
      await setLanguage(language);
      expect(PROMOTION_FILTERS.filter((category) => !i18n.exists(categoryLabelKey(category), { lng: language }))).toEqual([]);
    }
    expect(i18n.t(categoryLabelKey('sport_promo'))).toBe('Sports');
    expect(i18n.t(categoryLabelKey('sport_promo'), { lng: 'TY' })).toBe('Thể thao');
  });

  it('keeps only the categories some promotion has', () => {
    const catalog = [
      { category: 'all', count: 3 },
      { category: 'new_player', count: 2 },
      { category: 'point_mall', count: 0 },
      { category: 'rebate_promo', count: 1 },
    ] as const;
    expect(categoriesInUse(catalog)).toEqual(['all', 'new_player', 'rebate_promo']);
    expect(categoriesInUse([{ category: 'all', count: 0 }])).toEqual([]);
  });

  it('recognises a category from the URL', () => {
    expect(isPromotionFilter('fish_promo')).toBe(true);
    expect(isPromotionFilter('casino')).toBe(false);
    expect(isPromotionFilter(null)).toBe(false);
  });
});

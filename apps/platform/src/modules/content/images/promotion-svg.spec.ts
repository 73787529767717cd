import { describe, expect, it } from 'vitest';
import { promotionSvg } from './promotion-svg';

describe('promotionSvg', () => {
  it.each(['point_mall', 'fish_promo', 'deposit_promo'])('draws no raw category key (%s) on the art, only the title', (category) => {
    for (const sequence of [1, 2]) {
      const svg = promotionSvg('Weekend reload', category, sequence);
      expect(svg.toLowerCase()).not.toContain(category);
      expect(svg).toContain('Weekend reload');
    }
  });

  it('keeps the colour by category and the size by sequence', () => {
    expect(promotionSvg('A', 'fish_promo', 1)).not.toBe(promotionSvg('A', 'point_mall', 1));
    expect(promotionSvg('A', 'fish_promo', 1)).toContain('300');
    expect(promotionSvg('A', 'fish_promo', 2)).toContain('420');
  });
});

import { describe, expect, it } from 'vitest';
import { brandHues } from './brand-tint';
import { promotionSvg as drawPromotion } from './promotion-svg';

const hues = brandHues({ primary: '#f5c542', secondary: '#c026d3' });
const promotionSvg = (title: string, category: string, sequence: number) => drawPromotion(title, category, sequence, hues);

describe('promotionSvg', () => {
  it.each(['point_mall', 'fish_promo', 'deposit_promo'])('draws no raw category key (%s) on the art, only the title', (category) => {
    for (const sequence of [1, 2]) {
      const svg = promotionSvg('Weekend reload', category, sequence);
      expect(svg.toLowerCase()).not.toContain(category);
      expect(svg).toContain('Weekend reload');
    }
  });

  it('keeps the shade by category and the size by sequence', () => {
    expect(promotionSvg('A', 'fish_promo', 1)).not.toBe(promotionSvg('A', 'point_mall', 1));
    expect(promotionSvg('A', 'fish_promo', 1)).toContain('300');
    expect(promotionSvg('A', 'fish_promo', 2)).toContain('420');
  });
});

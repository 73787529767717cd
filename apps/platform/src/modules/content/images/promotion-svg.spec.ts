import { describe, expect, it } from 'vitest';
import { brandHues } from './brand-tint';
import { promotionSvg as drawPromotion } from './promotion-svg';

const hues = brandHues({ primary: '#f5c542', secondary: '#c026d3' });
const promotionSvg = (title: string, category: string, sequence: 1 | 2) => drawPromotion({ title, category, sequence, hues });
const textOf = (svg: string) => svg.match(/<path d="([^"]+)"/)?.[1];

describe('promotionSvg', () => {
  it.each(['point_mall', 'fish_promo', 'deposit_promo'])('draws no raw category key (%s) on the art, only the title', (category) => {
    for (const sequence of [1, 2] as const) {
      const svg = promotionSvg('Weekend reload', category, sequence);
      expect(svg.toLowerCase()).not.toContain(category);
      // The title in outlines is the art's only text: one path, the same whatever the category, another for another title.
      expect(svg.match(/<path /g)).toHaveLength(1);
      expect(textOf(svg)).toBe(textOf(promotionSvg('Weekend reload', 'other_promo', sequence)));
      expect(textOf(svg)).not.toBe(textOf(promotionSvg('Weekend bonus', category, sequence)));
    }
  });

  it('fits a long title into two lines at a smaller size rather than leaving the picture', () => {
    const long = promotionSvg('A very long promotion title that an operator typed without thinking of the card', 'other_promo', 1);
    const short = promotionSvg('Short', 'other_promo', 1);
    const rightmost = (svg: string) => Math.max(...[...textOf(svg)!.matchAll(/[ML]([\d.]+) /g)].map((match) => Number(match[1])));
    expect(rightmost(long)).toBeLessThanOrEqual(750 - 48 + 1);
    expect(rightmost(long)).toBeGreaterThan(rightmost(short));
  });

  it('keeps the shade by category and the size by sequence', () => {
    expect(promotionSvg('A', 'fish_promo', 1)).not.toBe(promotionSvg('A', 'point_mall', 1));
    expect(promotionSvg('A', 'fish_promo', 1)).toContain('height="300"');
    expect(promotionSvg('A', 'fish_promo', 2)).toContain('height="420"');
  });
});

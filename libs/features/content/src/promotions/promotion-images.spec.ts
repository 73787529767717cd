import { describe, expect, it } from 'vitest';
import { bannerImageOf, cardImageOf } from './promotion-images';

describe('promotion images', () => {
  const images = [
    { url: '/wps/static/promotions/9-2.svg', sequence: 2 },
    { url: '/wps/static/promotions/9-1.svg', sequence: 1 },
  ];

  it('the card is sequence 1 and the detail banner sequence 2, whatever their order', () => {
    expect(cardImageOf(images)).toBe('/wps/static/promotions/9-1.svg');
    expect(bannerImageOf(images)).toBe('/wps/static/promotions/9-2.svg');
  });

  it('answers nothing when the image is missing or blank, so the fallback shows', () => {
    expect(bannerImageOf([{ url: '/a.svg', sequence: 1 }])).toBeUndefined();
    expect(cardImageOf([{ url: '  ', sequence: 1 }])).toBeUndefined();
    expect(cardImageOf(undefined)).toBeUndefined();
  });
});

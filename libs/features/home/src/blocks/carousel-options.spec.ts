import { describe, expect, it } from 'vitest';
import { autoplayCarousel } from './carousel-options';

describe('autoplayCarousel', () => {
  it('loops, shows dots and autoplays every 5000 ms with more than one slide', () => {
    expect(autoplayCarousel(3)).toEqual({ swiper: { loop: true, pagination: { clickable: true } }, autoplayMs: 5000 });
  });

  it('stands still without dots for a single slide', () => {
    expect(autoplayCarousel(1)).toEqual({ swiper: { loop: false, pagination: false }, autoplayMs: null });
  });
});

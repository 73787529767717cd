import { describe, expect, it } from 'vitest';
import { autoplayCarousel } from './carousel-options';

describe('autoplayCarousel', () => {
  it('loops, shows dots and autoplays every 5000 ms with more than one slide', () => {
    expect(autoplayCarousel(3, false)).toEqual({
      loop: true,
      autoplay: { delay: 5000, disableOnInteraction: false },
      pagination: { clickable: true },
    });
  });

  it('stands still without dots for a single slide', () => {
    expect(autoplayCarousel(1, false)).toEqual({ loop: false, autoplay: false, pagination: false });
  });

  it('stops the autoplay when the player prefers reduced motion', () => {
    expect(autoplayCarousel(3, true)).toMatchObject({ loop: true, autoplay: false, pagination: { clickable: true } });
  });
});

/** Spec section 9: carousels advance every 5000 ms. */
export const AUTOPLAY_MS = 5000;

export interface AutoplayCarouselOptions {
  /** Spread on Swiper. */
  swiper: { loop: boolean; pagination: false | { clickable: true } };
  /** For useCarouselAutoplay (which also stops it under reduced motion); null stands still. */
  autoplayMs: number | null;
}

/**
 * Banners and hot matches (spec section 2): with more than one slide they loop, autoplay every 5000 ms and
 * show dots; a single slide stands still.
 */
export function autoplayCarousel(slides: number): AutoplayCarouselOptions {
  const many = slides > 1;
  return {
    swiper: { loop: many, pagination: many ? { clickable: true } : false },
    autoplayMs: many ? AUTOPLAY_MS : null,
  };
}

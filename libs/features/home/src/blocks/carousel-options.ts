/** Spec section 9: carousels advance every 5000 ms. */
export const AUTOPLAY_MS = 5000;

export interface AutoplayCarouselOptions {
  loop: boolean;
  autoplay: false | { delay: number; disableOnInteraction: boolean };
  pagination: false | { clickable: true };
}

/**
 * Banners and hot matches (spec section 2): with more than one slide they loop, autoplay every 5000 ms and
 * show dots; a single slide stands still. Reduced motion keeps the loop and dots but stops the autoplay.
 */
export function autoplayCarousel(slides: number, reducedMotion: boolean): AutoplayCarouselOptions {
  const many = slides > 1;
  return {
    loop: many,
    autoplay: many && !reducedMotion ? { delay: AUTOPLAY_MS, disableOnInteraction: false } : false,
    pagination: many ? { clickable: true } : false,
  };
}

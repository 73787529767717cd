import type { TFunction } from 'i18next';

/** Swiper's screen-reader texts in the player's language ({{index}} is Swiper's own placeholder). */
export function swiperA11y(t: TFunction) {
  return {
    prevSlideMessage: t('home_previous'),
    nextSlideMessage: t('home_next'),
    paginationBulletMessage: t('home_slide', { index: '{{index}}' }),
  };
}

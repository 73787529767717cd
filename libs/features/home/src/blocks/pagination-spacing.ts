/**
 * Swiper's pagination dots are 8 px: WCAG 2.5.8 (target size, AA) lets a target that small pass only when a
 * 24 px circle around each one touches no other, so the dots' centres stay 28 px apart (8 px dot + 2 × 10 px gap)
 * instead of Swiper's 16 px. Set on the element around a carousel with pagination.
 */
export const spacedPaginationBullets = { '--swiper-pagination-bullet-horizontal-gap': '10px' } as const;

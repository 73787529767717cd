import { PROMOTION_CATEGORIES } from '@playdeck/api';
import type { PromotionFilter } from '../shared/content-queries';

/** 'all' and the 13 categories of spec section 9, in its order. */
export const PROMOTION_FILTERS: readonly PromotionFilter[] = ['all', ...PROMOTION_CATEGORIES];

export const categoryLabelKey = (category: PromotionFilter) => `content_category_${category}`;

export function isPromotionFilter(value: string | null): value is PromotionFilter {
  return value !== null && (PROMOTION_FILTERS as readonly string[]).includes(value);
}

/** The menu shows a category only when some live promotion has it (spec section 9). */
export function categoriesInUse(catalog: readonly { category: PromotionFilter; count: number }[]): PromotionFilter[] {
  return catalog.filter((entry) => entry.count > 0).map((entry) => entry.category);
}

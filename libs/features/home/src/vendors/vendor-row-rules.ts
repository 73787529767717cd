/** The design the widths are drawn for is 750 units wide (a phone screen). */
export const DESIGN_WIDTH = 750;
const WIDE_CATEGORIES: ReadonlySet<string> = new Set(['FISH', 'PVP', 'ELOTT']);

/** Spec section 9: vendor list item width 280, 420 for FISH, PVP and ELOTT (design units). */
export function vendorItemWidth(category: string): 280 | 420 {
  return WIDE_CATEGORIES.has(category) ? 420 : 280;
}

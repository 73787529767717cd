import { LOTTERY_VENDORS, type GameCategory, type VendorCard, type VendorStructure } from '@playdeck/api';

const LOTTERY_CATEGORIES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);
const LOTTERY_VENDOR_CODES: ReadonlySet<string> = new Set(LOTTERY_VENDORS);

export interface FooterVendor {
  category: GameCategory;
  card: VendorCard;
}

/**
 * The footer's vendor logo strip: every vendor once (a vendor in several categories keeps its first), in
 * menu order, without lottery-type categories or lottery vendors (spec section 2, home footer).
 */
export function footerVendors(structure: VendorStructure): FooterVendor[] {
  const seen = new Set<string>();
  const vendors: FooterVendor[] = [];
  for (const { gameCategory: category } of structure.sorting) {
    if (LOTTERY_CATEGORIES.has(category)) continue;
    for (const card of structure.mapping[category] ?? []) {
      if (LOTTERY_VENDOR_CODES.has(card.vassalage) || seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      vendors.push({ category, card });
    }
  }
  return vendors;
}

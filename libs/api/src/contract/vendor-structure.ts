import type { VendorCard, VendorLane } from './calls/games';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, VENDOR_ICON_ALIASES, type GameCategory } from './game-constants';

/** The spec's vendor structure: categories in menu order with their vendors' codes (vassalage), and vendors by category. */
export interface VendorStructure {
  sorting: { gameCategory: GameCategory; vendorNames: string[] }[];
  mapping: Partial<Record<GameCategory, VendorCard[]>>;
}

const ESPORTS = new Set<string>(ESPORTS_VENDORS);
const COCKFIGHT = new Set<string>(COCKFIGHT_VENDORS);

/** The app's category of a vendor card: the platform files e-sports and cockfight vendors under SPORTS. */
export function vendorCategory(card: Pick<VendorCard, 'vassalage' | 'gameType'>): GameCategory {
  if (card.gameType === 'SPORTS' && ESPORTS.has(card.vassalage)) return 'ESPORTS';
  if (card.gameType === 'SPORTS' && COCKFIGHT.has(card.vassalage)) return 'COCKFIGHT';
  return card.gameType;
}

/** Where a split-out category goes in the menu: cockfight after LIVE, e-sports after PVP (spec section 4). */
const PLACED_AFTER: Partial<Record<GameCategory, GameCategory>> = { LIVE: 'COCKFIGHT', PVP: 'ESPORTS' };

/**
 * Builds the sorted category list from the platform's vendor lanes, keeping the lanes' order and
 * splitting e-sports and cockfight out of SPORTS. A split category whose anchor lane is missing goes last.
 * Empty categories are left out.
 */
export function buildVendorStructure(lanes: readonly VendorLane[]): VendorStructure {
  const mapping: Partial<Record<GameCategory, VendorCard[]>> = {};
  const laneOrder: GameCategory[] = [];
  for (const lane of lanes) {
    if (!laneOrder.includes(lane.gameClassify)) laneOrder.push(lane.gameClassify);
    for (const card of lane.cards) {
      const category = vendorCategory({ vassalage: card.vassalage, gameType: lane.gameClassify });
      (mapping[category] ??= []).push(card);
    }
  }

  const order: GameCategory[] = [];
  for (const category of laneOrder) {
    order.push(category);
    const follower = PLACED_AFTER[category];
    if (follower) order.push(follower);
  }
  for (const category of ['COCKFIGHT', 'ESPORTS'] as const) if (!order.includes(category)) order.push(category);

  const sorting = order
    .filter((category) => mapping[category]?.length)
    .map((gameCategory) => ({ gameCategory, vendorNames: mapping[gameCategory]!.map((card) => card.vassalage) }));
  return { sorting, mapping };
}

/** The vendor icon's URL: `<base>/<category>-<accountTypeName>.png`, with the spec's icon aliases applied. */
export function vendorIconUrl(base: string, category: GameCategory, accountTypeName: string): string {
  const alias = (name: string) => VENDOR_ICON_ALIASES[name] ?? name;
  return `${base.replace(/\/+$/, '')}/${alias(category)}-${alias(accountTypeName)}.png`;
}

import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_CLASSIFICATIONS,
  PLATFORM_GAME_TYPES,
  type GameCategory,
  type GameClassification,
  type PlatformGameType,
} from '@playdeck/api';

/** The vendor game types answer: per platform game type, each vendor's classifications. */
export type VendorGameTypes = Partial<Record<PlatformGameType, Record<string, readonly GameClassification[]>>>;

const SPLIT_OUT_OF_SPORTS: Partial<Record<GameCategory, readonly string[]>> = { ESPORTS: ESPORTS_VENDORS, COCKFIGHT: COCKFIGHT_VENDORS };
const NOT_SPORTS = new Set<string>([...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS]);

function platformType(category: GameCategory): PlatformGameType {
  return (PLATFORM_GAME_TYPES as readonly string[]).includes(category) ? (category as PlatformGameType) : 'SPORTS';
}

/** The category's vendors as the answer lists them (e-sports and cockfight are split out of SPORTS, as the lanes are). */
function categoryVendors(types: VendorGameTypes, category: GameCategory): [string, readonly GameClassification[]][] {
  const vendors = Object.entries(types[platformType(category)] ?? {});
  const own = SPLIT_OUT_OF_SPORTS[category];
  if (own) return vendors.filter(([code]) => own.includes(code));
  return category === 'SPORTS' ? vendors.filter(([code]) => !NOT_SPORTS.has(code)) : vendors;
}

/**
 * The classification tabs worth offering (spec section 7, vendor game types): those the chosen vendor has,
 * or, for all vendors, those any vendor of the category has, in the spec's order. Null while the answer is
 * unknown (loading or failed): then every classification is offered.
 */
export function offeredClassifications(
  types: VendorGameTypes | undefined,
  category: GameCategory,
  vendor: string,
): readonly GameClassification[] | null {
  if (!types) return null;
  const vendors = categoryVendors(types, category);
  const chosen = vendor ? vendors.filter(([code]) => code.toLowerCase() === vendor.toLowerCase()) : vendors;
  // A vendor the answer does not know (a stale cache): offer everything rather than hide a real filter.
  if (vendor && chosen.length === 0) return null;
  const offered = new Set(chosen.flatMap(([, classifications]) => classifications));
  return GAME_CLASSIFICATIONS.filter((classify) => offered.has(classify));
}

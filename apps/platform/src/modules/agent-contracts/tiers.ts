import type { StoredTier } from '../../db/schema';

/** The highest tier whose minimum the figure reaches, or none. */
export function tierFor(tiers: readonly StoredTier[], figure: number): StoredTier | undefined {
  return [...tiers].sort((a, b) => b.min - a.min).find((tier) => figure >= tier.min);
}

/** amount × basis points, in whole minor units, rounded down (never pays a fraction of a minor unit). */
export const shareOf = (minor: number, bp: number): number => Math.floor((minor * bp) / 10_000);

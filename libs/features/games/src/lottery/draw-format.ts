import type { LotteryPrize } from '@playdeck/api';

const VIETNAM_VENDOR = 'TCG_LOTTO_VN';
/**
 * The label of a prize tier: a Vietnamese lottery names its tiers (special, first ... eighth), a draw of one
 * tier shows its winning numbers, the others count their prizes from the first.
 */
export function prizeLabelKey(vassalage: string, prize: Pick<LotteryPrize, 'tier'>, tiers: number): string {
  if (vassalage === VIETNAM_VENDOR) return `lottery_tier_vn_${prize.tier}`;
  return tiers === 1 ? 'lottery_winning_numbers' : `lottery_tier_${prize.tier}`;
}

/** The lottery vendors in the order the history's picker groups them, Vietnamese first. */
export const LOTTERY_VENDOR_ORDER = [VIETNAM_VENDOR, 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

/** Lotteries grouped by vendor, in the picker's order; vendors the list does not hold are left out. */
export function groupByVendor<T extends { vassalage: string }>(lotteries: readonly T[]): { vassalage: string; lotteries: T[] }[] {
  const vendors = [
    ...new Set([
      ...LOTTERY_VENDOR_ORDER.filter((code) => lotteries.some((game) => game.vassalage === code)),
      ...lotteries.map((game) => game.vassalage),
    ]),
  ];
  return vendors.map((vassalage) => ({ vassalage, lotteries: lotteries.filter((game) => game.vassalage === vassalage) }));
}

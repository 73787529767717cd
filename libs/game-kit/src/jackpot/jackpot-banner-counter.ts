/** Spec section 2: the jackpot banner counts between 150,000,000 and 180,000,000, without decimals. */
export const JACKPOT_BANNER = { from: 150_000_000, to: 180_000_000, durationMs: 30_000 } as const;

/** The banner's whole amount `elapsedMs` into its count-up: eases out from `from` and stays at `to`. */
export function jackpotBannerValue(elapsedMs: number, durationMs: number = JACKPOT_BANNER.durationMs): number {
  const progress = Math.min(1, Math.max(0, durationMs > 0 ? elapsedMs / durationMs : 1));
  const eased = 1 - (1 - progress) ** 3;
  return Math.floor(JACKPOT_BANNER.from + (JACKPOT_BANNER.to - JACKPOT_BANNER.from) * eased);
}

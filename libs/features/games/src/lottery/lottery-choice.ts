import type { LotteryGame, PrizeMode } from '@playdeck/api';

/** The prize mode to launch in: the link's when the lottery offers it, else the lottery's own default. */
export function chosenPrizeMode(lottery: Pick<LotteryGame, 'prizeModes' | 'prizeMode'>, asked: PrizeMode | undefined): PrizeMode {
  return asked && lottery.prizeModes.includes(asked) ? asked : lottery.prizeMode;
}

/** Whole seconds until the next draw, never negative. */
export function secondsToDraw(nextDrawTime: number, now: number): number {
  return Math.max(0, Math.ceil((nextDrawTime - now) / 1000));
}

/** "1:02:05" or "04:59": a countdown a player reads at a glance. */
export function formatCountdown(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * The launch page opens the game once on arrival; coming back to the same history entry (from the game's
 * back link) shows the page instead of opening the game again. Keyed by the entry's key.
 */
export const AUTO_LAUNCHED_KEY = 'GAMES_lotteryAutoLaunched';

export function shouldAutoLaunch(storage: Pick<Storage, 'getItem'>, entryKey: string): boolean {
  return storage.getItem(AUTO_LAUNCHED_KEY) !== entryKey;
}

export function markAutoLaunched(storage: Pick<Storage, 'setItem'>, entryKey: string): void {
  try {
    storage.setItem(AUTO_LAUNCHED_KEY, entryKey);
  } catch {
    // Storage full or blocked: the worst case is one more automatic launch on return.
  }
}

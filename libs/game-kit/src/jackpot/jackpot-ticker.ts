/** Returns a number in [0, 1), like Math.random. */
export type Random = () => number;

/** Spec sections 2 and 9: the home ticker starts in [90,000,000, 98,000,000] and adds 100-900 every 3, 4 or 5 s. */
export const JACKPOT_TICKER = {
  startMin: 90_000_000,
  startMax: 98_000_000,
  stepMin: 100,
  stepMax: 900,
  intervalsMs: [3000, 4000, 5000],
} as const;

// Kept in cents, so repeated additions never drift away from 2 decimals.
const toCents = (amount: number) => Math.round(amount * 100);
const between = (random: Random, min: number, max: number) => toCents(min) + Math.round(random() * (toCents(max) - toCents(min)));

export function jackpotStartAmount(random: Random): number {
  return between(random, JACKPOT_TICKER.startMin, JACKPOT_TICKER.startMax) / 100;
}

export function jackpotIncrement(random: Random): number {
  return between(random, JACKPOT_TICKER.stepMin, JACKPOT_TICKER.stepMax) / 100;
}

export function nextTickDelay(random: Random): number {
  const { intervalsMs } = JACKPOT_TICKER;
  return intervalsMs[Math.min(intervalsMs.length - 1, Math.floor(random() * intervalsMs.length))]!;
}

/** Grows `start` by a random step after each random interval, reporting every new amount; returns stop. */
export function runJackpotTicker(start: number, onTick: (amount: number) => void, random: Random = Math.random): () => void {
  let cents = toCents(start);
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(() => {
      cents += toCents(jackpotIncrement(random));
      onTick(cents / 100);
      schedule();
    }, nextTickDelay(random));
  };
  schedule();
  return () => clearTimeout(timer);
}

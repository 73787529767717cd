/** A three-reel slot: three alike pay the symbol's multiplier, two alike pay 1.5x (about 93% return). */
const SYMBOLS = [
  { symbol: 'SEVEN', weight: 1, threeAlikeTenths: 500 },
  { symbol: 'BAR', weight: 2, threeAlikeTenths: 200 },
  { symbol: 'BELL', weight: 3, threeAlikeTenths: 100 },
  { symbol: 'STAR', weight: 3, threeAlikeTenths: 80 },
  { symbol: 'LEMON', weight: 4, threeAlikeTenths: 50 },
  { symbol: 'CHERRY', weight: 5, threeAlikeTenths: 30 },
] as const;
const TWO_ALIKE_TENTHS = 15;
const TOTAL_WEIGHT = SYMBOLS.reduce((sum, entry) => sum + entry.weight, 0);

export interface Spin {
  reels: string[];
  /** The win is floor(bet * multiplierTenths / 10). */
  multiplierTenths: number;
}

function reel(randomInt: (max: number) => number): (typeof SYMBOLS)[number] {
  let roll = randomInt(TOTAL_WEIGHT);
  for (const entry of SYMBOLS) {
    if (roll < entry.weight) return entry;
    roll -= entry.weight;
  }
  throw new Error('unreachable');
}

/** `randomInt(max)` answers 0 <= n < max: crypto in play, scripted in tests. */
export function spinReels(randomInt: (max: number) => number): Spin {
  const stops = [reel(randomInt), reel(randomInt), reel(randomInt)];
  const [a, b, c] = stops as [(typeof SYMBOLS)[number], (typeof SYMBOLS)[number], (typeof SYMBOLS)[number]];
  const multiplierTenths = a === b && b === c ? a.threeAlikeTenths : a === b || b === c || a === c ? TWO_ALIKE_TENTHS : 0;
  return { reels: stops.map((entry) => entry.symbol), multiplierTenths };
}

export const winFor = (bet: number, spin: Spin): number => Math.floor((bet * spin.multiplierTenths) / 10);

import { describe, expect, it } from 'vitest';
import { spinReels, winFor } from './slot-machine';

// Rolls over the weights 1 SEVEN, 2 BAR, 3 BELL, 3 STAR, 4 LEMON, 5 CHERRY (total 18).
const scripted =
  (...rolls: number[]) =>
  () =>
    rolls.shift()!;

describe('spinReels', () => {
  it('pays three alike by symbol, two alike 1.5x, otherwise nothing', () => {
    expect(spinReels(scripted(0, 0, 0))).toEqual({ reels: ['SEVEN', 'SEVEN', 'SEVEN'], multiplierTenths: 500 });
    expect(spinReels(scripted(17, 13, 15))).toEqual({ reels: ['CHERRY', 'CHERRY', 'CHERRY'], multiplierTenths: 30 });
    expect(spinReels(scripted(1, 0, 2))).toEqual({ reels: ['BAR', 'SEVEN', 'BAR'], multiplierTenths: 15 });
    expect(spinReels(scripted(0, 3, 9))).toEqual({ reels: ['SEVEN', 'BELL', 'LEMON'], multiplierTenths: 0 });
  });

  it('floors wins to a whole minor unit', () => {
    expect(winFor(1_01, { reels: [], multiplierTenths: 15 })).toBe(1_51);
    expect(winFor(1_00, { reels: [], multiplierTenths: 500 })).toBe(50_00);
    expect(winFor(3, { reels: [], multiplierTenths: 0 })).toBe(0);
  });

  it('returns about 93% over many spins', () => {
    let seed = 42;
    const random = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % max;
    };
    let paid = 0;
    for (let index = 0; index < 100_000; index++) paid += spinReels(random).multiplierTenths;
    expect(paid / 100_000 / 10).toBeGreaterThan(0.88);
    expect(paid / 100_000 / 10).toBeLessThan(0.98);
  });
});

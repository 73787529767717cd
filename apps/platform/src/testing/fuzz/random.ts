import { seededRandom as seedRandom } from '../../seed/random';

/** A seeded generator (the seed's mulberry32): the fuzzer sends the same requests on every run, so a failure replays. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  int(below: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  const random = seedRandom(seed);
  return { ...random, int: (below: number) => random.int(0, below - 1) };
}

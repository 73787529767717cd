import { describe, expect, it } from 'vitest';
import { offeredClassifications, type VendorGameTypes } from './offered-classifications';

const types: VendorGameTypes = {
  RNG: { JL: ['SC', 'JP'], PG: ['VP'], CQ9: [] },
  SPORTS: { SABA: [], IA: ['AC'], DS88: ['TG'] },
};

describe('offeredClassifications', () => {
  it("a chosen vendor's classifications, in the spec's order", () => {
    expect(offeredClassifications(types, 'RNG', 'JL')).toEqual(['JP', 'SC']);
    expect(offeredClassifications(types, 'RNG', 'jl')).toEqual(['JP', 'SC']);
    expect(offeredClassifications(types, 'RNG', 'CQ9')).toEqual([]);
  });

  it("every vendor's of the category when none is chosen", () => {
    expect(offeredClassifications(types, 'RNG', '')).toEqual(['JP', 'SC', 'VP']);
    expect(offeredClassifications(types, 'FISH', '')).toEqual([]);
  });

  it('splits e-sports and cockfight vendors out of SPORTS, as the lanes are', () => {
    expect(offeredClassifications(types, 'ESPORTS', '')).toEqual(['AC']);
    expect(offeredClassifications(types, 'COCKFIGHT', '')).toEqual(['TG']);
    expect(offeredClassifications(types, 'SPORTS', '')).toEqual([]);
  });

  it('offers everything while unknown, or for a vendor the answer does not list', () => {
    expect(offeredClassifications(undefined, 'RNG', '')).toBeNull();
    expect(offeredClassifications(types, 'RNG', 'NEWVENDOR')).toBeNull();
  });
});

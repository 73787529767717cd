import { beforeEach, describe, expect, it } from 'vitest';
import { PlatformError } from './platform-error';
import { hitRateLimit, reserveFailureBudget } from './rate-limit';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';

/** A small seeded generator, so a failing round can be run again (the seed is in the test's name). */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state % below;
  };
}

const refusedWith429 = (error: unknown) => error instanceof PlatformError && error.status === 429;

/**
 * The property every limit rests on, on the database the run uses (PGlite, or PostgreSQL with its pool of
 * connections under TEST_DATABASE_URL): N attempts sent at once never get more than the limit through.
 */
describe('rate limits under a burst', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const SEED = 28;
  const ROUNDS = 6;

  it(`lets exactly min(N, limit) of N hits at once through hitRateLimit (seed ${SEED})`, async () => {
    const random = randomFrom(SEED);
    for (let round = 0; round < ROUNDS; round++) {
      const limit = 1 + random(12);
      const attempts = 1 + random(40);
      const key = `burst:hit:${round}`;
      const outcomes = await Promise.allSettled(
        Array.from({ length: attempts }, () => hitRateLimit(platform.services, { key, limit, windowMs: 60_000 })),
      );
      const through = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      expect(
        outcomes.every((outcome) => outcome.status === 'fulfilled' || refusedWith429(outcome.reason)),
        `round ${round}`,
      ).toBe(true);
      expect(through, `round ${round}: ${attempts} at once, limit ${limit}`).toBe(Math.min(attempts, limit));
    }
  });

  it(`never keeps more failures than the limit when attempts at once give their place back at random (seed ${SEED})`, async () => {
    const random = randomFrom(SEED + 1);
    for (let round = 0; round < ROUNDS; round++) {
      const limit = 1 + random(8);
      const attempts = 1 + random(40);
      const limits = [
        { key: `burst:fail:ip:${round}`, limit, windowMs: 60_000 },
        { key: `burst:fail:account:${round}`, limit: limit + random(3), windowMs: 60_000 },
      ];
      let failuresKept = 0;
      const attempt = async () => {
        const budget = await reserveFailureBudget(platform.services, limits);
        // Inside the budget: the checked attempt is a success (gives back) or a failure (stays counted).
        if (random(3) === 0) await budget.giveBack();
        else failuresKept++;
      };
      const outcomes = await Promise.allSettled(Array.from({ length: attempts }, attempt));
      expect(
        outcomes.every((outcome) => outcome.status === 'fulfilled' || refusedWith429(outcome.reason)),
        `round ${round}`,
      ).toBe(true);
      expect(failuresKept, `round ${round}: ${attempts} at once, limit ${limit}`).toBeLessThanOrEqual(limit);
      // A burst of failures alone fills the budget exactly, however it interleaves.
      const allFail = Array.from({ length: attempts }, () =>
        reserveFailureBudget(platform.services, [{ key: `burst:only-fail:${round}`, limit, windowMs: 60_000 }]),
      );
      const admitted = (await Promise.allSettled(allFail)).filter((outcome) => outcome.status === 'fulfilled').length;
      expect(admitted).toBe(Math.min(attempts, limit));
    }
  });

  it('starts a new window once the old one has passed, and gives back only within the window it counted in', async () => {
    const limits = [{ key: 'burst:window', limit: 2, windowMs: 60_000 }];
    const first = await reserveFailureBudget(platform.services, limits);
    await reserveFailureBudget(platform.services, limits);
    await expect(reserveFailureBudget(platform.services, limits)).rejects.toMatchObject({ status: 429 });
    platform.clock.advance(60_001);
    await reserveFailureBudget(platform.services, limits);
    // The old window's give-back takes nothing from the new one: its one failure plus one more fill it.
    await first.giveBack();
    await reserveFailureBudget(platform.services, limits);
    await expect(reserveFailureBudget(platform.services, limits)).rejects.toMatchObject({ status: 429 });
  });
});

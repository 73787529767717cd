import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';

/** The demo pool's range: the spec's home ticker start (sections 2 and 9), in minor units. */
export const DEMO_JACKPOT = { minMinor: 9_000_000_000, maxMinor: 9_800_000_000, growthMinorPerSecond: 12_500 } as const;

/**
 * The merchant's jackpot pool at `now`. The demo has no jackpot games feeding a pool, so it grows with time,
 * 125 a second, and is won (starts again at the bottom) when it reaches the top of the range.
 */
export function demoJackpotMinor(now: Date): number {
  const span = DEMO_JACKPOT.maxMinor - DEMO_JACKPOT.minMinor;
  const grown = Math.floor(now.getTime() / 1000) * DEMO_JACKPOT.growthMinorPerSecond;
  return DEMO_JACKPOT.minMinor + (grown % span);
}

export function registerJackpotCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.content.jackpot, async ({ ctx }) => {
    const now = ctx.services.now();
    return { amount: demoJackpotMinor(now) / 100, updatedAt: now.getTime() };
  });
}

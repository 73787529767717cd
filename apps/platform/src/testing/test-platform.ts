import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPlatformApp } from '../app';
import { loadPlatformConfig } from '../config';
import { createPlatformServices } from '../create-services';
import { resetPlatform } from '../seed';
import type { PlatformServices } from '../services';
import { migratedCluster } from '../db/cluster-dumps';
import { type SeedSnapshot, takeSeedSnapshot } from './seed-snapshot';

const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');

export interface TestPlatform {
  app: FastifyInstance;
  services: PlatformServices;
  /** Moves the platform's clock (token expiry, SMS codes, rate-limit windows). */
  clock: { now: Date; advance(ms: number): void; reset(): void };
  /** Every services.pause(ms) since the last reset, in order; tests answer at once instead of waiting. */
  pauses: number[];
}

let shared: Promise<{ platform: TestPlatform; snapshot: SeedSnapshot }> | undefined;

/**
 * One platform per test process (a PGlite database costs seconds and hundreds of MB): in memory, or the
 * PostgreSQL server named by TEST_DATABASE_URL. It seeds the demo world once and snapshots it; call
 * resetTestPlatform() before each test.
 */
function sharedPlatform() {
  shared ??= (async () => {
    const clock = {
      now: new Date(),
      advance(ms: number) {
        clock.now = new Date(clock.now.getTime() + ms);
      },
      reset() {
        clock.now = new Date();
      },
    };
    const config = loadPlatformConfig(
      { PLATFORM_MODE: 'test', PLATFORM_DATA_DIR: 'memory', DATABASE_URL: process.env.TEST_DATABASE_URL || undefined },
      workspaceRoot,
    );
    const startFrom = config.databaseUrl ? undefined : await migratedCluster(workspaceRoot);
    const pauses: number[] = [];
    const pause = async (ms: number) => void pauses.push(ms);
    const services = await createPlatformServices(config, { now: () => clock.now, pause, seed: false, startFrom });
    // A server's database may hold a previous run's world: start from a fresh seed either way.
    await resetPlatform(services);
    const snapshot = await takeSeedSnapshot(services.database);
    const app = await buildPlatformApp(services);
    await app.ready();
    return { platform: { app, services, clock, pauses }, snapshot };
  })();
  return shared;
}

export async function getTestPlatform(): Promise<TestPlatform> {
  return (await sharedPlatform()).platform;
}

/** The seeded demo world (restored from the snapshot) and real time for the next test. */
export async function resetTestPlatform(): Promise<TestPlatform> {
  const { platform, snapshot } = await sharedPlatform();
  platform.clock.reset();
  platform.pauses.length = 0;
  await snapshot.restore();
  // The restore wrote tables behind the platform's back.
  platform.services.readCache.clear();
  return platform;
}

/** What an operator's /__admin call carries (the admin token the platform printed at start). */
export function adminHeaders(platform: TestPlatform): Record<string, string> {
  return { 'x-admin-token': platform.services.config.adminToken };
}

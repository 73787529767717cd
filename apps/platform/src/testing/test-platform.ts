import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildPlatformApp } from '../app';
import { loadPlatformConfig } from '../config';
import { createPlatformServices } from '../create-services';
import { resetPlatform } from '../seed';
import type { PlatformServices } from '../services';

const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');

export interface TestPlatform {
  app: FastifyInstance;
  services: PlatformServices;
  /** Moves the platform's clock (token expiry, SMS codes, rate-limit windows). */
  clock: { now: Date; advance(ms: number): void; reset(): void };
}

let shared: Promise<TestPlatform> | undefined;

/**
 * One platform per test process (a PGlite database costs seconds and hundreds of MB): in memory, or the
 * PostgreSQL server named by TEST_DATABASE_URL. Call resetTestPlatform() before each test.
 */
export function getTestPlatform(): Promise<TestPlatform> {
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
    const services = await createPlatformServices(config, { now: () => clock.now, seed: false });
    const app = await buildPlatformApp(services);
    await app.ready();
    return { app, services, clock };
  })();
  return shared;
}

/** Fresh demo world and real time for the next test. */
export async function resetTestPlatform(): Promise<TestPlatform> {
  const platform = await getTestPlatform();
  platform.clock.reset();
  await resetPlatform(platform.services);
  return platform;
}

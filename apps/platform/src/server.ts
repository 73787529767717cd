import type { FastifyInstance } from 'fastify';
import { writeAdminToken } from './admin/local-operator';
import type { Server } from 'node:http';
import { buildPlatformApp } from './app';
import { drainServer } from './http/graceful-shutdown';
import { loadPlatformConfig, type PlatformConfig } from './config';
import { type PlatformStart, startPlatformServices } from './create-services';
import { warmDemoArt } from './seed/warm-art';
import type { PlatformServices } from './services';
import { startUploadSweeper } from './uploads/upload-sweeper';

export { answerClientError, PLATFORM_MAX_HEADER_BYTES } from './http/client-errors';

export interface RunningPlatform {
  app: FastifyInstance;
  services: PlatformServices;
  config: PlatformConfig;
  /** Whether this start seeded the demo world (first start) or rebuilt an old database. */
  start: PlatformStart;
  /**
   * Done when the demo banners and tiles are drawn into the art folder (started after the seed, not awaited by
   * the start: a picture asked for sooner is drawn then). Undefined in test mode or with PLATFORM_ART_WARM=false.
   */
  artWarmed?: Promise<unknown>;
  /** Where the admin token was written for `npm run platform -- …` (undefined in memory: pass PLATFORM_ADMIN_TOKEN). */
  adminTokenFile?: string;
  close(): Promise<void>;
  /**
   * Graceful: readiness answers 503, `servers` (those that serve the platform, the app's own by default) stop
   * accepting and finish the requests in flight, then the app and the database close.
   */
  shutdown(servers?: readonly Server[], graceMs?: number): Promise<void>;
}

/** Config from the environment, database opened and migrated (seeded when empty), app ready to route. */
export async function createPlatform(env: NodeJS.ProcessEnv, workspaceRoot: string): Promise<RunningPlatform> {
  const config = loadPlatformConfig(env, workspaceRoot);
  const { services, start } = await startPlatformServices(config);
  const lifecycle = { draining: false };
  const app = await buildPlatformApp(services, { lifecycle });
  await app.ready();
  const sweeper = startUploadSweeper(services, config.uploads.sweepIntervalMs);
  const adminTokenFile = config.mode === 'production' ? undefined : writeAdminToken(config.dataDir, config.adminToken);
  const artWarmed = config.warmArt ? warmArtInBackground(services) : undefined;
  return {
    app,
    services,
    config,
    start,
    artWarmed,
    adminTokenFile,
    close,
    shutdown: async (servers = [], graceMs) => {
      lifecycle.draining = true;
      // Fastify's close drains its own server (in-flight requests finish, idle connections close).
      await Promise.all(servers.filter((server) => server !== app.server).map((server) => drainServer(server, graceMs)));
      await close();
    },
  };
  async function close() {
    lifecycle.draining = true;
    await app.close();
    await sweeper.stop();
    await services.database.close();
  }
}

function warmArtInBackground(services: PlatformServices): Promise<unknown> {
  return warmDemoArt(services).then(
    ({ drawn, kept, seconds }) => {
      if (drawn > 0)
        console.log(
          `Demo art: drew ${drawn} pictures in ${seconds.toFixed(1)} s (${kept} drawn before), kept in ${services.config.artDir}`,
        );
    },
    (error: unknown) => console.warn(`Demo art was not drawn ahead (each picture is drawn when first asked for): ${String(error)}`),
  );
}

/** Paths the platform answers when it shares an origin with the brand bundles (everything else is the app). */
export const PLATFORM_PATH_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/__dev/', '/__admin/'] as const;

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

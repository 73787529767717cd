import type { FastifyInstance } from 'fastify';
import { writeAdminToken } from './admin/local-operator';
import { buildPlatformApp } from './app';
import { loadPlatformConfig, type PlatformConfig } from './config';
import { type PlatformStart, startPlatformServices } from './create-services';
import type { PlatformServices } from './services';

export { answerClientError, PLATFORM_MAX_HEADER_BYTES } from './http/client-errors';

export interface RunningPlatform {
  app: FastifyInstance;
  services: PlatformServices;
  config: PlatformConfig;
  /** Whether this start seeded the demo world (first start) or rebuilt an old database. */
  start: PlatformStart;
  /** Where the admin token was written for `npm run platform -- …` (undefined in memory: pass PLATFORM_ADMIN_TOKEN). */
  adminTokenFile?: string;
  close(): Promise<void>;
}

/** Config from the environment, database opened and migrated (seeded when empty), app ready to route. */
export async function createPlatform(env: NodeJS.ProcessEnv, workspaceRoot: string): Promise<RunningPlatform> {
  const config = loadPlatformConfig(env, workspaceRoot);
  const { services, start } = await startPlatformServices(config);
  const app = await buildPlatformApp(services);
  await app.ready();
  const adminTokenFile = config.mode === 'production' ? undefined : writeAdminToken(config.dataDir, config.adminToken);
  return {
    app,
    services,
    config,
    start,
    adminTokenFile,
    close: async () => {
      await app.close();
      await services.database.close();
    },
  };
}

/** Paths the platform answers when it shares an origin with the brand bundles (everything else is the app). */
export const PLATFORM_PATH_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/__dev/', '/__admin/'] as const;

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

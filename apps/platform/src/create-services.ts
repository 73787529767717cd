import { listBrandIds, loadBrand } from '@playdeck/brand/build';
import type { PlatformConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { loadOrCreateRsaKey } from './security/rsa-key';
import { isSeeded, seedPlatform } from './seed';
import type { PlatformServices } from './services';

export interface CreateServicesOptions {
  now?: () => Date;
  /** Seed the demo world when the database is empty (default true). */
  seed?: boolean;
}

/** Opens and migrates the database, loads every brand, and seeds an empty database. */
export async function createPlatformServices(config: PlatformConfig, options: CreateServicesOptions = {}): Promise<PlatformServices> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const brands = listBrandIds(config.workspaceRoot).map((id) => loadBrand(config.workspaceRoot, id));
  const services: PlatformServices = {
    config,
    database,
    db: database.db,
    brands,
    rsaKey: await loadOrCreateRsaKey(database.db),
    now: options.now ?? (() => new Date()),
  };
  if ((options.seed ?? true) && !(await isSeeded(services))) await seedPlatform(services);
  return services;
}

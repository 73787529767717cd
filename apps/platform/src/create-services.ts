import { listBrandIds, loadBrand } from '@playdeck/brand/build';
import { createReadCache } from './cache/read-cache';
import { shareInvalidations } from './cache/shared-invalidation';
import type { PlatformConfig } from './config';
import { openDatabase } from './db/database';
import { diskArtStore } from './modules/content/art/art-store';
import { emptyCluster, isNewDataFolder } from './db/cluster-dumps';
import { migrate } from './db/migrate';
import { hashingGate, passwordHasher } from './security/password';
import { loadOrCreateRsaKey } from './security/rsa-key';
import { type CreatedMerchant, prepareDemoWorld } from './seed';
import type { PlatformServices } from './services';
import { folderUploadStore } from './uploads/folder-upload-store';
import { tableUploadStore } from './uploads/table-upload-store';

export interface CreateServicesOptions {
  now?: () => Date;
  pause?: (ms: number) => Promise<void>;
  /** Seed the demo world when the database is empty, and the merchants of brands it does not know yet (default true). */
  seed?: boolean;
  /** A PGlite cluster to start from instead of running initdb (openDatabase). */
  startFrom?: Blob;
  /** Where start-up notices go (default console.warn). */
  log?: (message: string) => void;
}

/** What this start did to the database, for the start-up lines. */
export interface PlatformStart {
  /** The database was empty and now holds the demo world (a first start, or an old database rebuilt). */
  seeded: boolean;
  /** The database had been made by the hand-written SQL runner of before: it was dropped and made again. */
  rebuiltOldDatabase: boolean;
  /** Merchants created (and seeded) for brands of brands/ that the database did not know, earlier data kept. */
  createdMerchants: CreatedMerchant[];
}

// A few thousand answers of tens of kB at most: game lists by filter and search, content by language.
const READ_CACHE_ENTRIES = 5_000;

/** A new PGlite data folder starts from the cached fresh cluster rather than running initdb. */
async function freshClusterFor(config: PlatformConfig): Promise<Blob | undefined> {
  if (config.databaseUrl || !config.dataDir || !isNewDataFolder(config.dataDir)) return undefined;
  return emptyCluster(config.workspaceRoot);
}

/**
 * Opens and migrates the database, loads every brand, seeds an empty database (or only the merchants of
 * brands added since it was seeded), and says what it did.
 */
export async function startPlatformServices(
  config: PlatformConfig,
  options: CreateServicesOptions = {},
): Promise<{ services: PlatformServices; start: PlatformStart }> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const startFrom = options.startFrom ?? (await freshClusterFor(config));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, startFrom, log });
  const { rebuiltOldDatabase } = await migrate(database);
  if (rebuiltOldDatabase) {
    log(
      `Platform database ${config.dataDir ?? 'at DATABASE_URL'} was made by the old SQL migration runner: ` +
        'its tables were dropped and made again from the generated migrations, and the demo world is seeded afresh.',
    );
  }
  const brands = listBrandIds(config.workspaceRoot).map((id) => loadBrand(config.workspaceRoot, id));
  const now = options.now ?? (() => new Date());
  const localCache = createReadCache({ now, ttlMs: config.readCacheTtlMs, maxEntries: READ_CACHE_ENTRIES });
  // On PostgreSQL other platform processes may share the database: invalidations reach them too.
  const readCache = database.notifications ? await shareInvalidations(localCache, database.notifications) : localCache;
  const services: PlatformServices = {
    config,
    database,
    db: database.db,
    brands,
    rsaKey: await loadOrCreateRsaKey(database.db),
    passwords: passwordHasher(config.passwordCost, hashingGate(config.passwordQueueLength)),
    uploads: config.uploadsDir ? folderUploadStore(config.uploadsDir) : tableUploadStore(database.db),
    art: diskArtStore(config.artDir),
    readCache,
    now,
    pause: options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
  const world = (options.seed ?? true) ? await prepareDemoWorld(services) : { seeded: false, created: [] };
  return { services, start: { seeded: world.seeded, rebuiltOldDatabase, createdMerchants: world.created } };
}

export async function createPlatformServices(config: PlatformConfig, options: CreateServicesOptions = {}): Promise<PlatformServices> {
  return (await startPlatformServices(config, options)).services;
}

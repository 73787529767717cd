import { sql } from 'drizzle-orm';
import type { LoadedBrand } from '@playdeck/brand/build';
import type { DatabaseHandle, Db } from '../db/database';
import { merchants } from '../db/schema';
import type { PlatformServices } from '../services';
import { alignMerchantCurrencies } from './align-currencies';
import { seedAgentContracts } from './seed-agent-contracts';
import { seedAgentActivity, seedAgentTree } from './seed-agents';
import { seedContent } from './seed-content';
import { seedCore } from './seed-core';
import { seedGames } from './seed-games';
import { seedInbox } from './seed-inbox';
import { seedMoney } from './seed-money';
import { seedSecurity } from './seed-security';
import { seedRewards } from './seed-rewards';
import { seedSession } from './seed-session';
import { seedSettings } from './seed-settings';
import { seedSystem } from './seed-system';
import { seedWallet } from './seed-wallet';
import type { SeedScope } from './scope';

export type Seeder = (services: PlatformServices, scope: SeedScope) => Promise<void>;

/**
 * Core first (merchants, members), then each domain's demo data. Deterministic: same world every time.
 * Each seeder writes for the merchants of its scope's brands only (see SeedScope).
 */
export const seeders: Seeder[] = [
  seedCore,
  // Right after the core members, so seedWallet opens the tree's wallets with theirs.
  seedAgentTree,
  seedSession,
  seedSystem,
  seedGames,
  seedContent,
  seedWallet,
  seedMoney,
  seedSecurity,
  seedRewards,
  seedInbox,
  seedSettings,
  // After wallets, games and deposit channels, which the activity uses.
  seedAgentActivity,
  seedAgentContracts,
];

/**
 * The demo world of these brands' merchants, in one transaction: a start stopped mid-seed leaves no half
 * world behind (the next start seeds again), and on PGlite's data folder one commit instead of hundreds
 * makes the first start seconds faster.
 */
async function seedBrands(services: PlatformServices, brands: readonly LoadedBrand[]): Promise<void> {
  await services.db.transaction(async (tx) => {
    const inTransaction: PlatformServices = { ...services, db: tx as unknown as Db };
    for (const seed of seeders) await seed(inTransaction, { brands });
  });
  services.readCache.clear();
}

/** The demo world of every brand, on an empty database. */
export function seedPlatform(services: PlatformServices): Promise<void> {
  return seedBrands(services, services.brands);
}

/** Tables that hold data, in the order TRUNCATE can take them (CASCADE handles foreign keys). */
async function dataTables(services: PlatformServices): Promise<string[]> {
  const result = await services.db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'platform_settings'`,
  );
  return (result as unknown as { rows: { tablename: string }[] }).rows.map((row) => row.tablename);
}

/** Empties every data table and seeds the demo world again (admin `reset`, and the test process's first seed). */
export async function resetPlatform(services: PlatformServices): Promise<void> {
  const tables = await dataTables(services);
  if (tables.length) await services.database.exec(`TRUNCATE ${tables.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await seedPlatform(services);
}

export async function isSeeded(services: PlatformServices): Promise<boolean> {
  const result = await services.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM merchants`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]!.count > 0;
}

// Any fixed number (not the migration lock's): instances starting together on an empty database seed once.
const SEED_LOCK = 727_002;
// PGlite has one session, where an advisory lock excludes nothing: calls in one process queue here too.
const seedingQueue = new WeakMap<DatabaseHandle, Promise<unknown>>();

/** The merchants a sync created: each new brand's merchant and its free-play merchant. */
export interface CreatedMerchant {
  code: string;
  brandId: string;
  isTrial: boolean;
}

/** What a start did to the demo world. */
export interface WorldPrepared {
  /** The database was empty and now holds every brand's demo world. */
  seeded: boolean;
  /** Merchants made for brands the database did not know yet (empty when it was just seeded, or none was new). */
  created: CreatedMerchant[];
}

/** Brands whose merchant code no merchant has yet: new since the database was seeded. */
async function unknownBrands(services: PlatformServices): Promise<LoadedBrand[]> {
  const known = new Set((await services.db.select({ code: merchants.code }).from(merchants)).map((row) => row.code));
  return services.brands.filter((brand) => !known.has(brand.config.merchantCode));
}

async function prepareUnderLock(services: PlatformServices, seedEmpty: boolean): Promise<WorldPrepared> {
  return services.database.withConnection(async ({ db }) => {
    await db.execute(sql`SELECT pg_advisory_lock(${SEED_LOCK})`);
    try {
      if (!(await isSeeded(services))) {
        if (!seedEmpty) return { seeded: false, created: [] };
        await seedPlatform(services);
        return { seeded: true, created: [] };
      }
      await alignMerchantCurrencies(services);
      const brands = await unknownBrands(services);
      if (brands.length === 0) return { seeded: false, created: [] };
      await seedBrands(services, brands);
      return {
        seeded: false,
        created: brands.flatMap((brand) => [
          { code: brand.config.merchantCode, brandId: brand.config.id, isTrial: false },
          { code: `${brand.config.merchantCode}trial`, brandId: brand.config.id, isTrial: true },
        ]),
      };
    } finally {
      await db.execute(sql`SELECT pg_advisory_unlock(${SEED_LOCK})`);
    }
  });
}

/** One at a time per database handle (the advisory lock keeps processes apart; PGlite's one session needs this). */
function queued<T>(services: PlatformServices, work: () => Promise<T>): Promise<T> {
  const previous = seedingQueue.get(services.database) ?? Promise.resolve();
  const running = previous.then(work);
  seedingQueue.set(
    services.database,
    running.catch(() => undefined),
  );
  return running;
}

/**
 * What every start does: seeds the demo world when the database has none, and otherwise creates and seeds
 * the merchants of brands it does not know yet, leaving every other merchant's data as it is.
 */
export function prepareDemoWorld(services: PlatformServices): Promise<WorldPrepared> {
  return queued(services, () => prepareUnderLock(services, true));
}

/** The merchants of brands the (seeded) database does not know yet, as `npm run platform -- sync-brands` makes them. */
export async function syncBrands(services: PlatformServices): Promise<CreatedMerchant[]> {
  return (await queued(services, () => prepareUnderLock(services, false))).created;
}

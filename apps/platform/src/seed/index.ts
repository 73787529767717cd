import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../db/database';
import type { PlatformServices } from '../services';
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

export type Seeder = (services: PlatformServices) => Promise<void>;

/** Core first (merchants, members), then each domain's demo data. Deterministic: same world every time. */
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
 * One transaction: a start stopped mid-seed leaves no half world behind (the next start seeds again), and
 * on PGlite's data folder one commit instead of hundreds makes the first start seconds faster.
 */
export async function seedPlatform(services: PlatformServices): Promise<void> {
  await services.db.transaction(async (tx) => {
    const inTransaction: PlatformServices = { ...services, db: tx as unknown as Db };
    for (const seed of seeders) await seed(inTransaction);
  });
  services.readCache.clear();
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

async function seedUnderLock(services: PlatformServices): Promise<boolean> {
  return services.database.withConnection(async ({ db }) => {
    await db.execute(sql`SELECT pg_advisory_lock(${SEED_LOCK})`);
    try {
      if (await isSeeded(services)) return false;
      await seedPlatform(services);
      return true;
    } finally {
      await db.execute(sql`SELECT pg_advisory_unlock(${SEED_LOCK})`);
    }
  });
}

/** Seeds the demo world when the database has none; true when this call seeded it. */
export function seedIfEmpty(services: PlatformServices): Promise<boolean> {
  const previous = seedingQueue.get(services.database) ?? Promise.resolve();
  const seeding = previous.then(() => seedUnderLock(services));
  seedingQueue.set(
    services.database,
    seeding.catch(() => undefined),
  );
  return seeding;
}

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadPlatformConfig } from './config';
import { startPlatformServices } from './create-services';
import { createPlatform } from './server';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'platform-start-'));
// As on a fresh clone: neither the data folder nor its parents exist.
const dataDir = path.join(scratch, 'fresh-clone', '.data', 'platform');
const env = { PLATFORM_MODE: 'test', PLATFORM_DATA_DIR: dataDir, PORT: '0' };

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function demoMemberCount(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS count FROM members WHERE username = 'member01'`)) as {
    rows: { count: number }[];
  };
  return result.rows[0]!.count;
}

// A new PGlite cluster on disk takes seconds, many more on a loaded machine.
describe('starting the platform on its own data folder (as npm start does)', { timeout: 60_000 }, () => {
  it('makes a missing data folder with its parents, seeds on the first start and only then', async () => {
    expect(existsSync(path.dirname(dataDir))).toBe(false);
    const first = await createPlatform(env, workspaceRoot);
    try {
      expect(first.start).toEqual({ seeded: true, rebuiltOldDatabase: false, createdMerchants: [] });
      expect(existsSync(dataDir)).toBe(true);
      const status = await first.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'PLAYDECK' } });
      expect(status.json()).toMatchObject({ success: true });
      expect(await demoMemberCount(first.services.db)).toBeGreaterThan(0);
    } finally {
      await first.close();
    }

    const again = await createPlatform(env, workspaceRoot);
    try {
      expect(again.start).toEqual({ seeded: false, rebuiltOldDatabase: false, createdMerchants: [] });
      // Leaves what the old runner would have left, for the next test (a new PGlite cluster costs seconds):
      // its bookkeeping table and tables of the hand-written SQL, and no generated migrations.
      await again.services.database.exec(`
        DROP SCHEMA drizzle CASCADE;
        DROP SCHEMA public CASCADE;
        CREATE SCHEMA public;
        CREATE TABLE platform_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
        INSERT INTO platform_migrations (id) VALUES ('0001_core.sql');
        CREATE TABLE merchants (id serial PRIMARY KEY, code text NOT NULL UNIQUE, brand_id text NOT NULL, name text NOT NULL);
        INSERT INTO merchants (code, brand_id, name) VALUES ('PLAYDECK', 'default', 'Playdeck');
      `);
    } finally {
      await again.close();
    }
  });

  it('rebuilds a database made by the old SQL migration runner and says so', async () => {
    const log = vi.fn<(message: string) => void>();
    // The demo world itself is the first test's: this one leaves seeding out and checks the empty new tables.
    const config = loadPlatformConfig(env, workspaceRoot);
    const { services, start } = await startPlatformServices(config, { log, seed: false });
    try {
      expect(start).toEqual({ seeded: false, rebuiltOldDatabase: true, createdMerchants: [] });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('old SQL migration runner'));
      const marker = (await services.db.execute(sql`SELECT to_regclass('platform_migrations') AS marker`)) as unknown as {
        rows: { marker: string | null }[];
      };
      expect(marker.rows[0]!.marker).toBeNull();
      expect(await demoMemberCount(services.db)).toBe(0);
    } finally {
      await services.database.close();
    }
  });
});

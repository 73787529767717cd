import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { prepareDemoWorld } from '.';

describe('seeding at start', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it('seeds an empty database once when several instances start together', async () => {
    const { services } = platform;
    // The next resetTestPlatform() puts the seeded world back (the snapshot notes the emptied tables).
    await services.database.exec('TRUNCATE merchants CASCADE');
    const outcomes = await Promise.all([prepareDemoWorld(services), prepareDemoWorld(services), prepareDemoWorld(services)]);
    expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);
    const merchants = (await services.db.execute(sql`SELECT count(*)::int AS count FROM merchants`)) as unknown as {
      rows: { count: number }[];
    };
    expect(merchants.rows[0]!.count).toBe(services.brands.length * 2);
  });

  // Two processes are two connection pools: only the advisory lock keeps them apart (PGlite has one process).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('seeds a server database once from two processes', async () => {
    const { services } = platform;
    const other = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    try {
      await services.database.exec('TRUNCATE merchants CASCADE');
      const outcomes = await Promise.all([prepareDemoWorld(services), prepareDemoWorld({ ...services, database: other, db: other.db })]);
      expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('leaves a seeded database alone', async () => {
    expect(await prepareDemoWorld(platform.services)).toEqual({ seeded: false, created: [] });
  });
});

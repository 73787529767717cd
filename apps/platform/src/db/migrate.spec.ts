import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrate, MIGRATIONS_DIR } from './migrate';

const journalEntries = () =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const serverUrl = process.env.TEST_DATABASE_URL;

// Several instances behind a load balancer start together on one PostgreSQL: PGlite has one process only.
describe.runIf(Boolean(serverUrl))('migrating a server database', () => {
  it('migrates once when two instances start together on an empty database', async () => {
    const admin = await openDatabase({ url: serverUrl });
    const name = `platform_migrate_${process.pid}`;
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
    await admin.exec(`CREATE DATABASE ${name}`);
    const first = await openDatabase({ url: url.toString() });
    const second = await openDatabase({ url: url.toString() });
    try {
      const outcomes = await Promise.all([migrate(first), migrate(second)]);
      expect(outcomes).toEqual([{ rebuiltOldDatabase: false }, { rebuiltOldDatabase: false }]);
      const applied = (await first.db.execute(sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`)) as unknown as {
        rows: { count: number }[];
      };
      expect(applied.rows[0]!.count).toBe(journalEntries());
    } finally {
      await first.close();
      await second.close();
      await admin.exec(`DROP DATABASE ${name}`);
      await admin.close();
    }
  });
});

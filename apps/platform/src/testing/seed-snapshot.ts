import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';

// Seeding the demo world costs seconds; restoring the few tables a test wrote costs milliseconds. After the
// one seed of a test process, every data table is copied into this schema, and statement triggers note
// each table a test writes, so a reset puts back only those.
const SNAPSHOT_SCHEMA = 'platform_test_snapshot';
/** Not data: the RSA key stays for the whole process, as it did when every test reseeded. */
const KEPT_TABLES = ['platform_settings'];

export interface SeedSnapshot {
  /** Puts every table written since the snapshot (or the last restore) back as it was, sequences included. */
  restore(): Promise<void>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Copies the seeded tables and sequences aside and starts noting writes. Call right after seeding. */
export async function takeSeedSnapshot(database: DatabaseHandle): Promise<SeedSnapshot> {
  const tables = (
    await rowsOf<{ tablename: string }>(
      database,
      sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    )
  )
    .map((row) => row.tablename)
    .filter((table) => !KEPT_TABLES.includes(table));
  const sequences = await rowsOf<{ name: string; value: string | null }>(
    database,
    sql`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = current_schema()`,
  );
  const snapshot = quoted(SNAPSHOT_SCHEMA);
  await database.exec(`
    DROP SCHEMA IF EXISTS ${snapshot} CASCADE;
    CREATE SCHEMA ${snapshot};
    CREATE TABLE ${snapshot}.written (name text PRIMARY KEY);
    CREATE FUNCTION ${snapshot}.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${snapshot}.written (name) VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END
    $$;
    ${tables
      .map(
        (table) => `
    CREATE TABLE ${snapshot}.${quoted(table)} AS TABLE ${quoted(table)};
    CREATE TRIGGER platform_test_note_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoted(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION ${snapshot}.note_write();`,
      )
      .join('')}
  `);
  const resetSequences = sequences.length
    ? `SELECT ${sequences
        .map(({ name, value }) => (value === null ? `setval('${quoted(name)}', 1, false)` : `setval('${quoted(name)}', ${value}, true)`))
        .join(', ')};`
    : '';

  return {
    async restore() {
      const written = (await rowsOf<{ name: string }>(database, sql.raw(`SELECT name FROM ${snapshot}.written`))).map((row) => row.name);
      if (!written.length) return;
      // Replica role: foreign keys are not checked (every table ends as the consistent snapshot) and the
      // write-noting triggers stay quiet. One batch: a server runs it on one connection as one transaction,
      // so a failure leaves that pooled connection as it was.
      await database.exec(`
        SET session_replication_role = replica;
        ${written.map((table) => `DELETE FROM ${quoted(table)}; INSERT INTO ${quoted(table)} SELECT * FROM ${snapshot}.${quoted(table)};`).join('\n')}
        ${resetSequences}
        TRUNCATE ${snapshot}.written;
        SET session_replication_role = DEFAULT;
      `);
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from './database';
import { sql } from 'drizzle-orm';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
// Any fixed number: one lock so that several platform instances starting together migrate once.
const MIGRATION_LOCK = 727_001;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort();
}

/** Applies the numbered SQL files in db/migrations not yet applied, each in its own transaction. */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  await handle.exec(
    'CREATE TABLE IF NOT EXISTS platform_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  await handle.db.execute(sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    const result = await handle.db.execute<{ id: string }>(sql`SELECT id FROM platform_migrations`);
    const applied = new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
    const done: string[] = [];
    for (const file of migrationFiles()) {
      if (applied.has(file)) continue;
      const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      await handle.exec(`BEGIN;\n${body}\nINSERT INTO platform_migrations (id) VALUES ('${file}');\nCOMMIT;`);
      done.push(file);
    }
    return done;
  } catch (error) {
    await handle.exec('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await handle.db.execute(sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}

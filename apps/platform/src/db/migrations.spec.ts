import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_DIR } from './migrate';
import * as schema from './schema';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;

function latestSnapshot() {
  const last = journal.entries.at(-1)!;
  const file = `${String(last.idx).padStart(4, '0')}_snapshot.json`;
  return JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', file), 'utf8'));
}

describe('generated migrations (the TypeScript schema is the source)', () => {
  it('are up to date with the schema: run `npm run db:generate` after changing src/db/schema', async () => {
    const committed = latestSnapshot();
    const current = generateDrizzleJson(schema, committed.id);
    const missing = await generateMigration(committed, current);
    expect(missing, 'SQL the committed migrations lack').toEqual([]);
  });

  it('has a SQL file for every journal entry and a journal entry for every SQL file', () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(files).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
  });
});

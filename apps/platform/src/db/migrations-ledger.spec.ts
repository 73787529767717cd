import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger, ledgerIsSound } from '../modules/wallet/ledger-check';
import { emptyCluster } from './cluster-dumps';
import { openDatabase } from './database';
import { migrate, MIGRATIONS_DIR } from './migrate';

const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'ledger-migration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as it was before the double-entry ledger: only 0000_init. */
function initOnlyMigrations(): string {
  const folder = path.join(scratch, 'migrations');
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.tag === '0000_init') }));
  return folder;
}

describe('the double-entry ledger migration', () => {
  // Its own PGlite cluster: in the PostgreSQL run nothing has loaded PGlite before, so compiling it comes first
  // (3 s on a quiet machine, 23-24 s measured while the other stages run; over the platform's 20 s default).
  it('turns single-entry rows of a database made before it into balanced postings, keeping every balance', async () => {
    const database = await openDatabase({ startFrom: await emptyCluster(workspaceRoot) });
    try {
      await database.withConnection((connection) =>
        connection.migrate({ migrationsFolder: initOnlyMigrations(), migrationsSchema: 'drizzle' }),
      );
      await database.exec(`
        INSERT INTO merchants (id, code, brand_id, name) VALUES (1, 'OLD', 'default', 'Old');
        INSERT INTO members (id, merchant_id, username, password_hash) VALUES (1, 1, 'old01', 'x');
        INSERT INTO wallets (id, member_id, code, balance) VALUES (1, 1, 'MAIN', 900), (2, 1, 'JL', 100);
        INSERT INTO ledger (wallet_id, amount, balance_after, kind, idempotency_key, reference) VALUES
          (1, 1000, 1000, 'seed', 'seed:1', 'opening balance'),
          (1, -100, 900, 'transfer_out', 't:1:out', 'transfer:1'),
          (2, 100, 100, 'transfer_in', 't:1:in', 'transfer:1');
      `);

      await migrate(database);

      const check = await checkLedger(database.db);
      expect(ledgerIsSound(check)).toBe(true);
      expect(check).toMatchObject({ wallets: 2, postings: 3, entries: 6 });
      const kinds = (await database.db.execute(sql`SELECT kind, idempotency_key AS key FROM postings ORDER BY id`)) as unknown as {
        rows: { kind: string; key: string }[];
      };
      expect(kinds.rows).toEqual([
        { kind: 'seed', key: 'single-entry:seed:1' },
        { kind: 'transfer', key: 'single-entry:t:1:out' },
        { kind: 'transfer', key: 'single-entry:t:1:in' },
      ]);
      // New postings number after the carried-over ones.
      await database.exec(`INSERT INTO postings (merchant_id, kind, idempotency_key) VALUES (1, 'bet', 'after')`);
      const next = (await database.db.execute(sql`SELECT id::int AS id FROM postings WHERE idempotency_key = 'after'`)) as unknown as {
        rows: { id: number }[];
      };
      expect(next.rows[0]!.id).toBeGreaterThan(3);
    } finally {
      await database.close();
    }
  }, 120_000);
});

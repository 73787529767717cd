import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isNewDataFolder, migrationsFingerprint } from './cluster-dumps';
import { MIGRATIONS_DIR } from './migrate';

const scratch = mkdtempSync(path.join(tmpdir(), 'cluster-dumps-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('cached PGlite clusters', () => {
  it('names a new migrated dump when any migration file changes or is added', () => {
    const copy = path.join(scratch, 'migrations');
    cpSync(MIGRATIONS_DIR, copy, { recursive: true });
    const committed = migrationsFingerprint(copy);
    expect(migrationsFingerprint(MIGRATIONS_DIR)).toBe(committed);

    writeFileSync(path.join(copy, '0000_init.sql'), '-- changed\n', { flag: 'a' });
    const changed = migrationsFingerprint(copy);
    expect(changed).not.toBe(committed);

    writeFileSync(path.join(copy, '0001_next.sql'), 'SELECT 1;\n');
    expect(migrationsFingerprint(copy)).not.toBe(changed);
  });

  it('treats a missing or uninitialised data folder as new, and one holding a cluster as not', () => {
    const folder = path.join(scratch, 'data');
    expect(isNewDataFolder(folder)).toBe(true);
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    expect(isNewDataFolder(folder)).toBe(true);
    writeFileSync(path.join(folder, 'PG_VERSION'), '17\n');
    expect(isNewDataFolder(folder)).toBe(false);
  });
});

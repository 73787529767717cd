import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './database';
import { MIGRATIONS_DIR, migrate } from './migrate';

// A new PGlite cluster runs initdb (seconds, more on a loaded machine); loading a dump of a fresh one takes
// a fraction. Dumps are cached beside the installed packages: the empty one depends only on PGlite's version
// and serves a first `npm start` (a new data folder); the migrated one also on the committed migrations, and
// starts every test database.
const pgliteVersion = (workspaceRoot: string): string =>
  (JSON.parse(readFileSync(path.join(workspaceRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string })
    .version;

const cacheFile = (workspaceRoot: string, name: string) =>
  path.join(workspaceRoot, 'node_modules/.cache/playdeck-platform', `pglite-${pgliteVersion(workspaceRoot)}-${name}.tar`);

async function cachedDump(file: string, make: () => Promise<Blob>): Promise<Blob> {
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const dump = await make();
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a second process never reads half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** A just-initialised, empty PGlite cluster; made once per PGlite version. */
export function emptyCluster(workspaceRoot: string): Promise<Blob> {
  return cachedDump(cacheFile(workspaceRoot, 'empty'), async () => {
    const fresh = new PGlite();
    await fresh.waitReady;
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    return dump;
  });
}

/** Names the migrations folder's content, so a new or changed migration makes a new migrated dump. */
export function migrationsFingerprint(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(migrationsFolder, file)}\0`).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** A cluster with every committed migration applied and no data; made once per PGlite version and set of migrations. */
export function migratedCluster(workspaceRoot: string): Promise<Blob> {
  return cachedDump(cacheFile(workspaceRoot, `migrated-${migrationsFingerprint(MIGRATIONS_DIR)}`), async () => {
    const database = await openDatabase({ startFrom: await emptyCluster(workspaceRoot) });
    try {
      await migrate(database);
      return await database.dumpDataDir();
    } finally {
      await database.close();
    }
  });
}

/** True when `dataDir` holds no PGlite cluster yet (missing, or made but never initialised). */
export function isNewDataFolder(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION'));
}

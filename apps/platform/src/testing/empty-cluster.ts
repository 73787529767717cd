import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A new PGlite cluster runs initdb (seconds, more on a loaded machine); loading a dump of a fresh one takes
// a fraction. The dump depends only on PGlite's version, so it is cached beside the installed packages.
const pgliteVersion = (workspaceRoot: string): string =>
  (JSON.parse(readFileSync(path.join(workspaceRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string })
    .version;

/** A just-initialised, empty PGlite cluster for the test database; made once per PGlite version. */
export async function emptyCluster(workspaceRoot: string): Promise<Blob> {
  const file = path.join(workspaceRoot, 'node_modules/.cache/playdeck-platform', `pglite-${pgliteVersion(workspaceRoot)}-empty.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = new PGlite();
  await fresh.waitReady;
  const dump = await fresh.dumpDataDir('none');
  await fresh.close();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return dump;
}

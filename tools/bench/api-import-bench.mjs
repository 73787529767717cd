#!/usr/bin/env node
// Benchmark (not a test): how long evaluating the api library takes, unthrottled, in a fresh Node each run:
// the package's entry (the contract and its schemas) and the browser client's entry, each bundled as the
// app's build bundles them (esbuild, zod included). Prints the median of BENCH_RUNS (10) runs per entry.
// Usage: node tools/bench/api-import-bench.mjs [--source <a checkout's root>] (to time another version of
// libs/api, e.g. `git archive <commit> libs/api | tar -x -C /tmp/base` then --source /tmp/base).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { median } from './web-bench.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** The modules timed: what `@playdeck/api` and `@playdeck/api/client` load. */
export const ENTRIES = { contract: 'libs/api/src/index.ts', client: 'libs/api/src/client-entry.ts' };

async function bundle(sourceRoot, outdir) {
  await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(sourceRoot, file)])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    nodePaths: [path.join(workspaceRoot, 'node_modules')],
    logLevel: 'error',
  });
}

/** Milliseconds a fresh Node takes to import `file` (its evaluation, shared chunks included). */
function timeImport(file) {
  const script = `const start = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - start);`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim());
}

async function main() {
  const sourceAt = process.argv.indexOf('--source');
  const sourceRoot = sourceAt > 0 ? path.resolve(process.argv[sourceAt + 1]) : workspaceRoot;
  const runs = Number(process.env.BENCH_RUNS ?? 10);
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'api-import-'));
  try {
    await bundle(sourceRoot, outdir);
    for (const name of Object.keys(ENTRIES)) {
      const times = Array.from({ length: runs }, () => timeImport(path.join(outdir, `${name}.js`)));
      console.log(
        `${name}: median ${median(times).toFixed(1)} ms over ${runs} runs (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}; load ${os.loadavg()[0].toFixed(2)})`,
      );
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

#!/usr/bin/env node
// Checks that every built brand ships each text file with its brotli and gzip copies (written by
// tools/vite/compress-assets.ts), and that those copies hold today's bytes: a file changed after the
// compression step would otherwise be served stale to every browser that accepts br or gzip.
// Usage: check-compressed-assets.mjs [brandId ...] (all built brands when none is given).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import '../node/register-ts.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const { compressibleFiles } = await import('../vite/compress-assets.ts');

const COPIES = [
  { suffix: '.br', decompress: brotliDecompressSync },
  { suffix: '.gz', decompress: gunzipSync },
];

/** What is wrong with one built brand's compressed copies: one line per missing or stale copy. */
export function compressionProblems(dir) {
  const problems = [];
  const files = compressibleFiles(dir);
  if (!files.includes('index.html')) problems.push(`${dir}: no index.html (is the brand built?)`);
  for (const file of files) {
    const original = readFileSync(path.join(dir, file));
    for (const { suffix, decompress } of COPIES) {
      const copy = path.join(dir, file + suffix);
      if (!existsSync(copy)) problems.push(`${file}${suffix} is missing`);
      else if (!decompress(readFileSync(copy)).equals(original)) problems.push(`${file}${suffix} does not hold ${file}'s bytes`);
    }
  }
  return { files: files.length, problems };
}

function main() {
  const distDir = path.join(workspaceRoot, 'dist/brands');
  const requested = process.argv.slice(2);
  const ids = requested.length
    ? requested
    : readdirSync(distDir).filter((id) => existsSync(path.join(workspaceRoot, 'brands', id, 'brand.json')));
  let failed = ids.length === 0;
  if (failed) console.log('No built brand in dist/brands: build the brands first.');
  const notBuilt = ids.filter((id) => !existsSync(path.join(distDir, id, 'index.html')));
  if (notBuilt.length) {
    console.log(`not built: ${notBuilt.join(', ')} (dist/brands/<id>/index.html is missing; build the brand first)`);
    process.exit(1);
  }
  for (const id of ids) {
    const { files, problems } = compressionProblems(path.join(distDir, id));
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${id}: ${files} text files, ${problems.length} without a current .br and .gz`);
    for (const problem of problems.slice(0, 20)) console.log(`       ${problem}`);
    failed ||= problems.length > 0;
  }
  if (failed) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

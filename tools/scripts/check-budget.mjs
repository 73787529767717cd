#!/usr/bin/env node
// Bundle budget: reads each brand's Vite manifest, adds up (gzip) the JavaScript the first render of home
// needs (the entry, its static imports, and the lazy chunks home loads at once: the home screen and the
// default language's dictionaries), prints each brand's figure, writes reports/bundle-size.json and fails
// over budget. Usage: check-budget.mjs [brandId ...] (all built brands when none is given).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const config = JSON.parse(readFileSync(path.join(workspaceRoot, 'tools/budget.config.json'), 'utf8')).firstRenderOfHome;

/** Manifest keys are relative to apps/mobile; compare them as workspace paths. */
const toWorkspacePath = (key) => path.relative(workspaceRoot, path.resolve(workspaceRoot, 'apps/mobile', key));

export function firstRenderChunks(manifest, lazyModules) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry chunk');
  entries.forEach(visit);
  const missing = [];
  for (const module of lazyModules) {
    const key = Object.keys(manifest).find((candidate) => toWorkspacePath(candidate) === module);
    if (key) visit(key);
    else if (!module.startsWith('brands/')) missing.push(module);
  }
  if (missing.length) throw new Error(`first-render modules not in the manifest: ${missing.join(', ')}`);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function measureBrand(brandId) {
  const dir = path.join(workspaceRoot, 'dist/brands', brandId);
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${path.relative(workspaceRoot, manifestFile)} is missing: build the brand first`);
  const brand = JSON.parse(readFileSync(path.join(workspaceRoot, 'brands', brandId, 'brand.json'), 'utf8'));
  const lang = brand.languages.default.toLowerCase();
  const lazyModules = config.lazyModules.map((module) => module.replaceAll('{brand}', brandId).replaceAll('{lang}', lang));
  const chunks = firstRenderChunks(JSON.parse(readFileSync(manifestFile, 'utf8')), lazyModules).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length,
  }));
  const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return { brand: brandId, firstRenderOfHomeKbGzip: Number((totalBytes / 1024).toFixed(1)), budgetKbGzip: config.budgetKbGzip, chunks };
}

function main() {
  const requested = process.argv.slice(2);
  const ids = requested.length
    ? requested
    : readdirSync(path.join(workspaceRoot, 'dist/brands')).filter((id) => existsSync(path.join(workspaceRoot, 'brands', id, 'brand.json')));
  const results = ids.map(measureBrand);
  for (const result of results) {
    const over = result.firstRenderOfHomeKbGzip > result.budgetKbGzip;
    console.log(
      `${over ? 'OVER ' : 'ok   '} ${result.brand}: first render of home ${result.firstRenderOfHomeKbGzip} KB gzip ` +
        `(budget ${result.budgetKbGzip} KB, ${result.chunks.length} chunks)`,
    );
  }
  const reportDir = path.join(workspaceRoot, 'reports');
  mkdirSync(reportDir, { recursive: true });
  const reportFile = path.join(reportDir, requested.length === 1 ? `bundle-size-${requested[0]}.json` : 'bundle-size.json');
  writeFileSync(reportFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
  if (results.some((result) => result.firstRenderOfHomeKbGzip > result.budgetKbGzip)) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

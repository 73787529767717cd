#!/usr/bin/env node
// Bundle budget: reads each brand's Vite manifest, adds up (gzip) the JavaScript the first render of home
// needs (the entry, its static imports, and the lazy chunks home loads at once: the home screen and the
// default language's dictionaries), and what each lazy screen adds to it; prints each brand's figures,
// writes reports/bundle-size.json and fails over budget (tools/budget.config.json). Usage: check-budget.mjs [brandId ...] (all built brands when none is given).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const budgets = JSON.parse(readFileSync(path.join(workspaceRoot, 'tools/budget.config.json'), 'utf8'));
const config = budgets.firstRenderOfHome;
const routeBudgets = budgets.routeChunks;

/** Manifest keys are relative to apps/mobile; compare them as workspace paths. */
const toWorkspacePath = (key) => path.relative(workspaceRoot, path.resolve(workspaceRoot, 'apps/mobile', key));

/** The files a manifest key loads: its chunk and every static import, transitively (added to `files`). */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

export function firstRenderChunks(manifest, lazyModules) {
  const files = new Set();
  const visit = (key) => staticClosure(manifest, key, files);
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

/**
 * Per screen (every lazy `*-screen.tsx` module): the JavaScript a visit adds to what the first render already
 * loaded, its chunk and the static imports the first render does not carry, as workspace path → files.
 */
export function screenChunks(manifest, firstRenderFiles) {
  const loaded = new Set(firstRenderFiles);
  return Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => manifest[key].isDynamicEntry && key.endsWith('-screen.tsx'))
      .map((key) => [toWorkspacePath(key), [...staticClosure(manifest, key)].filter((file) => file.endsWith('.js') && !loaded.has(file))])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Screens over their budget (routeChunks.screens[path] or routeChunks.defaultKbGzip), as printable lines. */
export function screenBudgetProblems(screens, routeBudgets) {
  const built = new Set(screens.map(({ screen }) => screen));
  // A budgeted screen missing from the build was renamed or moved: its budget must follow it.
  const vanished = Object.keys(routeBudgets.screens ?? {})
    .filter((screen) => !built.has(screen))
    .map((screen) => `${screen}: budgeted but not in the build`);
  const over = screens
    .map(({ screen, kbGzip }) => ({ screen, kbGzip, budget: routeBudgets.screens?.[screen] ?? routeBudgets.defaultKbGzip }))
    .filter(({ kbGzip, budget }) => kbGzip > budget)
    .map(({ screen, kbGzip, budget }) => `${screen}: ${kbGzip} KB gzip (budget ${budget} KB)`);
  return [...over, ...vanished];
}

export function measureBrand(brandId) {
  const dir = path.join(workspaceRoot, 'dist/brands', brandId);
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${path.relative(workspaceRoot, manifestFile)} is missing: build the brand first`);
  const brand = JSON.parse(readFileSync(path.join(workspaceRoot, 'brands', brandId, 'brand.json'), 'utf8'));
  const lang = brand.languages.default.toLowerCase();
  const lazyModules = config.lazyModules.map((module) => module.replaceAll('{brand}', brandId).replaceAll('{lang}', lang));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipSizes = new Map();
  const gzipBytes = (file) => {
    if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length);
    return gzipSizes.get(file);
  };
  const kb = (files) => Number((files.reduce((sum, file) => sum + gzipBytes(file), 0) / 1024).toFixed(1));
  const firstRender = firstRenderChunks(manifest, lazyModules);
  const chunks = firstRender.map((file) => ({ file, gzipBytes: gzipBytes(file) }));
  const screens = Object.entries(screenChunks(manifest, firstRender)).map(([screen, files]) => ({ screen, kbGzip: kb(files), files }));
  return {
    brand: brandId,
    firstRenderOfHomeKbGzip: kb(firstRender),
    budgetKbGzip: config.budgetKbGzip,
    chunks,
    screens,
    screenProblems: screenBudgetProblems(screens, routeBudgets),
  };
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
    const largest = result.screens.reduce((top, screen) => (screen.kbGzip > top.kbGzip ? screen : top), { kbGzip: 0 });
    console.log(
      `${result.screenProblems.length ? 'OVER ' : 'ok   '} ${result.brand}: ${result.screens.length} screens within their budgets ` +
        `(largest ${largest.screen} ${largest.kbGzip} KB gzip)`,
    );
    for (const problem of result.screenProblems) console.log(`OVER  ${result.brand}: ${problem}`);
  }
  // A CI brand job keeps its figures with its other reports (BUNDLE_REPORT_DIR); by hand they go to reports/.
  const reportDir = process.env.BUNDLE_REPORT_DIR ? path.resolve(process.env.BUNDLE_REPORT_DIR) : path.join(workspaceRoot, 'reports');
  mkdirSync(reportDir, { recursive: true });
  const reportFile = path.join(
    reportDir,
    requested.length === 1 && !process.env.BUNDLE_REPORT_DIR ? `bundle-size-${requested[0]}.json` : 'bundle-size.json',
  );
  writeFileSync(reportFile, `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
  if (results.some((result) => result.firstRenderOfHomeKbGzip > result.budgetKbGzip || result.screenProblems.length)) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

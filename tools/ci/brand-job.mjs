#!/usr/bin/env node
// One brand's CI job, the same in the GitHub Actions workflow (.github/workflows/brands.yml) and in `npm test`:
// build the brand, check its bundle (budget, compressed copies, flag code and theme, prerendered shell), run the
// journeys its brand.json changes (e2e/journeys.ts, scope "brand") against it alone, its visual snapshots (every
// Storybook story in its theme, tools/visual/visual.mjs), then the contract conformance check against the
// reference platform. Every stage runs even when an earlier one failed (except those that need
// the build); it writes reports/tests/brands/<id>/job.json and ends with `N passed, N failed`.
// Usage: brand-job.mjs <brandId> [--port N] [--storybook-built]   (journeys on port N, the conformance check's
// platform on N + 1; --storybook-built: dist/storybook is this checkout's, as npm test builds it before the jobs)
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import '../node/register-ts.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { brandIds, phonesOfBrandJob } from './brand-matrix.mjs';
import { failedPicturesOf } from '../visual/plan.mjs';
import { closingCounts, createStages, playwrightCounts } from './stages.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** The job's arguments, or a message saying what is wrong with them. */
export function parseJobArgs(args, known = brandIds(), env = process.env) {
  const usage = 'Usage: brand-job.mjs <brandId> [--port N] [--storybook-built]';
  const positional = [];
  let port = Number(env.E2E_PORT ?? 4310);
  let storybookBuilt = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--port') {
      port = Number(args[++index]);
      if (!Number.isInteger(port) || port < 1 || port > 65534) return { error: `--port needs a port number (1-65534). ${usage}` };
    } else if (arg === '--storybook-built') storybookBuilt = true;
    else if (arg.startsWith('-')) return { error: `Unknown option ${arg}. ${usage}` };
    else positional.push(arg);
  }
  if (positional.length !== 1) return { error: `Name one brand. ${usage} (brands: ${known.join(', ')})` };
  const [brand] = positional;
  if (!known.includes(brand)) return { error: `"${brand}" is not a brand folder with a brand.json (brands: ${known.join(', ')})` };
  return { brand, port, storybookBuilt };
}

/** What the brand's journeys run with: its brand journeys alone, on its phones (phonesOfBrandJob), on its port. */
export function journeysEnv(brand, port, report, ids = brandIds()) {
  return {
    E2E_SCOPE: 'brand',
    E2E_BRANDS: brand,
    E2E_PHONES: phonesOfBrandJob(brand, ids).join(','),
    E2E_PORT: String(port),
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  };
}

/** Where a brand job leaves its reports: job.json, playwright.json, the conformance platform's log. */
export const brandReportDir = (brand, root = workspaceRoot) => path.join(root, 'reports/tests/brands', brand);

/** The conformance check runs only where its npm script exists (it comes with issue 26 item 4). */
function hasConformanceScript() {
  const { scripts = {} } = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));
  return typeof scripts.conformance === 'string';
}

/** Starts the reference platform alone (in memory) and resolves once it answers, with a stop function. */
async function startPlatform({ port, merchant, env, logFile }) {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', './tools/node/register-ts.mjs', 'apps/platform/src/main.ts'], {
    cwd: workspaceRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PLATFORM_DATA_DIR: 'memory', NODE_ENV: 'development' },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (exited) return { error: `the platform exited before it answered (${path.relative(workspaceRoot, logFile)})` };
    const ready = await fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { Merchant: merchant } }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { stop, baseUrl: `http://127.0.0.1:${port}` };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  return { error: `the platform did not answer within 180 s (${path.relative(workspaceRoot, logFile)})` };
}

/**
 * The contract conformance check against the reference platform, started alone in memory on `port` and stopped
 * after; skipped (and said so) while package.json has no `conformance` script. Returns the stage's job.json entry.
 */
export async function runConformance({ stages, merchant, port, env, reports }) {
  const label = `contract conformance (reference platform, merchant ${merchant})`;
  if (!hasConformanceScript()) {
    console.log(`\n=== ${label}: skipped (package.json has no "conformance" script) ===`);
    return { label, kind: 'conformance', seconds: 0, passed: 0, failed: 0, skipped: true };
  }
  const { DEMO_PASSWORD } = await import('../../apps/platform/src/seed/demo-members.ts');
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const platform = await startPlatform({ port, merchant, env, logFile: path.join(reports, 'conformance-platform.log') });
  if (platform.error) {
    console.log(`\n=== ${label}: FAILED (${platform.error}) ===`);
    stages.check(label, false);
    return { label, kind: 'conformance', seconds: seconds(), passed: 0, failed: 1 };
  }
  const args = [
    'run',
    'conformance',
    '--',
    '--base-url',
    platform.baseUrl,
    '--merchant',
    merchant,
    '--username',
    'member01',
    '--password',
    DEMO_PASSWORD,
  ];
  const { ok, output } = stages.run(label, args, {}, { command: 'npm', capture: true });
  await platform.stop();
  const counts = closingCounts(output) ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  stages.count(label, counts);
  return { label, kind: 'conformance', seconds: seconds(), ...counts };
}

async function main() {
  const parsed = parseJobArgs(process.argv.slice(2));
  if (parsed.error) {
    console.error(parsed.error);
    process.exit(2);
  }
  const { brand, port, storybookBuilt } = parsed;
  const reports = brandReportDir(brand);
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const env = {
    ...process.env,
    CI: process.env.CI ?? 'true',
    NX_NO_CLOUD: 'true',
    NX_DAEMON: 'false',
    NX_TUI: 'false',
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    FORCE_COLOR: '0',
  };
  const stages = createStages({ cwd: workspaceRoot, env });
  /** Each stage's own result, for job.json (npm test adds them to its tally). */
  const results = [];
  const record = (label, kind, counts, extra = {}) => {
    const seconds = stages.timings.at(-1)?.label === label ? stages.timings.at(-1).seconds : 0;
    results.push({ label, kind, seconds, ...counts, ...extra });
  };
  const checkStage = (label, args, extraEnv) => {
    const ok = stages.run(label, args, extraEnv);
    stages.check(label, ok);
    record(label, 'check', { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
    return ok;
  };
  const node = (file) => path.join(workspaceRoot, file);
  const config = JSON.parse(readFileSync(path.join(workspaceRoot, 'brands', brand, 'brand.json'), 'utf8'));

  const built = checkStage(`build brand ${brand}`, [
    node('node_modules/nx/dist/bin/nx.js'),
    'run',
    `brand-${brand}:build`,
    '--outputStyle=static',
  ]);
  if (built) {
    checkStage('bundle budget', [node('tools/scripts/check-budget.mjs'), brand], { BUNDLE_REPORT_DIR: reports });
    checkStage('bundle: compressed copies (.br, .gz)', [node('tools/scripts/check-compressed-assets.mjs'), brand]);
    checkStage('bundle: flag code and theme', [node('tools/scripts/check-brand-bundles.mjs'), brand]);
    checkStage('bundle: prerendered shell', [node('tools/scripts/check-prerendered-shell.mjs'), brand]);
  }

  const journeysLabel = `journeys of brand ${brand}`;
  const playwrightReport = path.join(reports, 'playwright.json');
  if (built && ensureChromium()) {
    const ok = stages.run(
      journeysLabel,
      [node('node_modules/@playwright/test/cli.js'), 'test'],
      journeysEnv(brand, port, playwrightReport),
    );
    stages.countReport(journeysLabel, playwrightReport, (report) => playwrightCounts(report, ok));
    record(journeysLabel, 'playwright', {}, { report: path.relative(workspaceRoot, playwrightReport), ok });
  } else {
    stages.check(`${journeysLabel} (not run: no build or no browser)`, false);
    record(journeysLabel, 'playwright', {}, { report: path.relative(workspaceRoot, playwrightReport), ok: false });
  }

  // Visual snapshots of every story in this brand's theme (the workflow's brand job builds Storybook first).
  const visualLabel = `visual snapshots of brand ${brand}`;
  const storybookOk =
    storybookBuilt ||
    checkStage('storybook build', [node('node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', 'dist/storybook', '--quiet'], {
      STORYBOOK_DISABLE_TELEMETRY: '1',
    });
  if (storybookOk && ensureChromium()) {
    const { ok, output } = stages.run(visualLabel, [node('tools/visual/visual.mjs'), '--brand', brand], {}, { capture: true });
    const counts = closingCounts(output) ?? { passed: 0, failed: 1 };
    if (!ok && counts.failed === 0) counts.failed = 1;
    // The failed pictures by name in the tally, so the job's and npm test's last lines say which they are.
    const pictures = failedPicturesOf(output);
    stages.count(pictures.length ? `${visualLabel} (${pictures.join(', ')})` : visualLabel, counts);
    record(visualLabel, 'visual', counts, { report: `reports/visual/${brand}/index.html`, ...(pictures.length ? { pictures } : {}) });
  } else {
    stages.check(`${visualLabel} (not run: no Storybook build or no browser)`, false);
    record(visualLabel, 'visual', { passed: 0, failed: 1 });
  }

  results.push(await runConformance({ stages, merchant: config.merchantCode, port: port + 1, env, reports }));

  writeFileSync(path.join(reports, 'job.json'), `${JSON.stringify({ brand, port, stages: results }, null, 2)}\n`);
  stages.printSummary(`Brand ${brand}: time per stage`);
  process.exit(stages.tally.failed === 0 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

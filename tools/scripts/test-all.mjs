// npm test: every check in order, from a fresh clone. Each stage runs even when an earlier one failed
// (except those that need its output), and the run ends with one line counting passed and failed checks.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { runTogether } from './run-together.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const runStarted = Date.now();
// Test outputs go to reports/tests (not committed); benchmark figures beside it in reports/ are kept.
const reports = path.join(workspaceRoot, 'reports/tests');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = {
  ...process.env,
  CI: 'true',
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: '0',
};
const bin = (file) => path.join(workspaceRoot, 'node_modules', file);
const tally = { passed: 0, failed: 0, failures: [] };
/** How long each stage took, printed together at the end (CI's budget is 35 minutes for the whole run). */
const timings = [];

function run(label, args, extraEnv = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: workspaceRoot, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  const ok = result.status === 0;
  const seconds = (Date.now() - started) / 1000;
  timings.push({ label, seconds });
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s) ===`);
  return ok;
}

function check(label, ok) {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    tally.failures.push(label);
  }
  return ok;
}

/** Adds a test runner's own counts from its JSON report; a missing report counts as one failure. */
function countReport(label, file, read) {
  if (!existsSync(file)) return check(`${label} (no report)`, false);
  const { passed, failed } = read(JSON.parse(readFileSync(file, 'utf8')));
  tally.passed += passed;
  tally.failed += failed;
  if (failed) tally.failures.push(`${label}: ${failed} failed`);
  return failed === 0;
}

const nx = bin('nx/dist/bin/nx.js');
check('project graph', run('project graph', [nx, 'show', 'projects']));
// Lint, formatting and typecheck are independent and single-threaded: they run at the same time, each log printed whole.
const staticChecks = await runTogether(
  [
    { label: 'lint', args: [bin('eslint/bin/eslint.js'), '.', '--max-warnings=0'] },
    { label: 'lint: formatting (prettier --check)', args: [bin('prettier/bin/prettier.cjs'), '--check', '.'] },
    { label: 'typecheck', args: [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'] },
  ],
  { cwd: workspaceRoot, env },
);
for (const { label, ok, seconds, output } of staticChecks) {
  console.log(`\n=== ${label} (together with the other static checks) ===`);
  process.stdout.write(output);
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s) ===`);
  timings.push({ label, seconds, together: true });
  check(label, ok);
}

const vitestReport = path.join(reports, 'vitest.json');
// The unit run uses embedded PGlite for the platform; PostgreSQL gets its own run below.
const unitOk = run('unit tests (vitest)', [bin('vitest/vitest.mjs'), 'run'], { VITEST_JSON: vitestReport, TEST_DATABASE_URL: '' });
countReport('unit tests', vitestReport, (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (unitOk || report.numFailedTests ? 0 : 1),
}));

if (process.env.TEST_DATABASE_URL) {
  const postgresReport = path.join(reports, 'vitest-postgres.json');
  const postgresOk = run('platform tests on PostgreSQL', [bin('vitest/vitest.mjs'), 'run', '--project', 'platform'], {
    VITEST_JSON: postgresReport,
  });
  countReport('platform tests on PostgreSQL', postgresReport, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (postgresOk || report.numFailedTests ? 0 : 1),
  }));
}

const built = check('build every brand', run('build every brand', [nx, 'run-many', '-t', 'build', '--outputStyle=static']));
if (built) {
  check('bundle budget', run('bundle budget', [path.join(workspaceRoot, 'tools/scripts/check-budget.mjs')]));
  check(
    'brand bundles: compressed copies',
    run('brand bundles: compressed copies (.br, .gz)', [path.join(workspaceRoot, 'tools/scripts/check-compressed-assets.mjs')]),
  );
  check(
    'brand bundles: flag code and theme',
    run('brand bundles: flag code and theme', [path.join(workspaceRoot, 'tools/scripts/check-brand-bundles.mjs')]),
  );
  check(
    'prerendered shell: first banner in index.html',
    run('prerendered shell: first banner in index.html', [path.join(workspaceRoot, 'tools/scripts/check-prerendered-shell.mjs')]),
  );
  // Debian's nginx with every brand's generated configuration before the reference platform (installs nginx when missing).
  const deployReport = path.join(reports, 'playwright-deploy.json');
  const deployOk = run('deploy: every brand behind nginx (playwright)', [path.join(workspaceRoot, 'tools/scripts/deploy-check.mjs')], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: deployReport,
  });
  countReport('deploy behind nginx', deployReport, (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (deployOk || report.stats.unexpected ? 0 : 1),
  }));
}
check('storybook build', run('storybook build', [bin('storybook/dist/bin/dispatcher.js'), 'build', '-o', 'dist/storybook', '--quiet']));

if (built && ensureChromium()) {
  const e2eReport = path.join(reports, 'playwright.json');
  const e2eOk = run('end-to-end (playwright)', [bin('@playwright/test/cli.js'), 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  countReport('end-to-end', e2eReport, (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (e2eOk || report.stats.unexpected ? 0 : 1),
  }));
} else {
  check('end-to-end (not run: no build or no browser)', false);
}

console.log('\nTime per stage (lint, formatting and typecheck at the same time):');
for (const { label, seconds, together } of timings)
  console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}${together ? ' (together)' : ''}`);
console.log(`  ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s  in all`);
writeFileSync(path.join(reports, 'test-timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
console.log('');
if (tally.failures.length) console.log(`Failed: ${tally.failures.join('; ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);

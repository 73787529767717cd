// npm test: every check in order, from a fresh clone. Each stage runs even when an earlier one failed
// (except those that need its output), and the run ends with one line counting passed and failed checks.
// The journeys run as CI's workflow runs them (.github/workflows/brands.yml): the brand-independent ones once
// (e2e/journeys.ts, scope "shared"), then each brand's CI job (tools/ci/brand-job.mjs: build, bundle checks, its
// journeys, its visual snapshots, conformance). `npm test -- --shared` is the workflow's shared job: everything but the brand jobs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brandReportDir } from '../ci/brand-job.mjs';
import { brandIds, sharedBrand } from '../ci/brand-matrix.mjs';
import { brandJobCounts, createStages, playwrightCounts, vitestCounts } from '../ci/stages.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { runTogether } from './run-together.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const runStarted = Date.now();
const sharedOnly = process.argv.includes('--shared');
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
/** Stage runner and tally shared with the brand jobs; timings are printed together at the end (CI's budget is 35 minutes). */
const { run, check, count, countReport, tally, timings } = createStages({ cwd: workspaceRoot, env });
/** Journeys' ports: the shared run on the base, brand i's job on base + 2 + 2i (its conformance platform one above). */
const basePort = Number(process.env.E2E_PORT ?? 4310);

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
countReport('unit tests', vitestReport, (report) => vitestCounts(report, unitOk));

if (process.env.TEST_DATABASE_URL) {
  const postgresReport = path.join(reports, 'vitest-postgres.json');
  const postgresOk = run('platform tests on PostgreSQL', [bin('vitest/vitest.mjs'), 'run', '--project', 'platform'], {
    VITEST_JSON: postgresReport,
  });
  countReport('platform tests on PostgreSQL', postgresReport, (report) => vitestCounts(report, postgresOk));
}

// A feature made by the generator (nx g @playdeck/workspace:feature) passes typecheck, lint and its specs with no
// hand edit, in a throwaway clone of this tree (tools/scripts/check-feature-generator.mjs).
if (!sharedOnly) {
  const generatorLabel = 'feature generator: a generated feature passes typecheck, lint and its specs';
  check(generatorLabel, run(generatorLabel, [path.join(workspaceRoot, 'tools/scripts/check-feature-generator.mjs')]));
}

const brands = brandIds();
const shared = sharedBrand(brands);
// Every brand at once (Nx builds them side by side); each brand job's own build is then a cache hit. The shared
// job of the workflow builds only the brand its journeys run on.
const built = sharedOnly
  ? check(`build brand ${shared}`, run(`build brand ${shared}`, [nx, 'run', `brand-${shared}:build`, '--outputStyle=static']))
  : check('build every brand', run('build every brand', [nx, 'run-many', '-t', 'build', '--outputStyle=static']));
if (built && !sharedOnly) {
  // Debian's nginx with every brand's generated configuration before the reference platform (installs nginx when missing).
  const deployReport = path.join(reports, 'playwright-deploy.json');
  const deployOk = run('deploy: every brand behind nginx (playwright)', [path.join(workspaceRoot, 'tools/scripts/deploy-check.mjs')], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: deployReport,
  });
  countReport('deploy behind nginx', deployReport, (answer) => playwrightCounts(answer, deployOk));
}
// Each brand job takes its visual snapshots from this build (tools/visual/visual.mjs --brand <id>).
const storybookBuilt = check(
  'storybook build',
  run('storybook build', [bin('storybook/dist/bin/dispatcher.js'), 'build', '-o', 'dist/storybook', '--quiet']),
);
// A second, small Storybook built in a copy of the workspace: one brand's colour token nudged in its brand.json and
// a brand made by the generator (tools/scripts/storybook-variant.mjs). It serves the generated-brand check below and
// the token-change check of the visual snapshots.
const variantBuilt = check(
  'storybook variant build',
  run('storybook variant build', [path.join(workspaceRoot, 'tools/scripts/storybook-variant.mjs')]),
);
// The static Storybook switches everything with the brand toolbar, and shows a generated brand
// (playwright.storybook.config.ts).
const storybookLabel = 'storybook: brand and language switch, a generated brand (playwright)';
if (storybookBuilt && ensureChromium()) {
  const report = path.join(reports, 'playwright-storybook.json');
  const ok = run(
    storybookLabel,
    [
      bin('@playwright/test/cli.js'),
      'test',
      '-c',
      'playwright.storybook.config.ts',
      '--project',
      'storybook',
      ...(variantBuilt ? ['--project', 'storybook-generated'] : []),
    ],
    {
      STORYBOOK_PORT: String(basePort + 50),
      STORYBOOK_VARIANT_BUILT: '1',
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  countReport(storybookLabel, report, (answer) => playwrightCounts(answer, ok));
} else {
  check(`${storybookLabel} (not run: no build or no browser)`, false);
}
if (!variantBuilt) check('storybook: a generated brand (not run: no variant build)', false);
// One brand's nudged token fails that brand's visual snapshots only, with diff images (tools/visual/token-change-check.mjs).
const tokenLabel = 'visual snapshots: a changed token fails its brand only';
if (storybookBuilt && variantBuilt && ensureChromium())
  check(tokenLabel, run(tokenLabel, [path.join(workspaceRoot, 'tools/visual/token-change-check.mjs'), '--variant-built']));
else check(`${tokenLabel} (not run: no build or no browser)`, false);

const sharedLabel = `end-to-end: shared journeys (brand ${shared})`;
if (built && ensureChromium()) {
  const report = path.join(reports, 'playwright-shared.json');
  const ok = run(sharedLabel, [bin('@playwright/test/cli.js'), 'test'], {
    E2E_SCOPE: 'shared',
    E2E_BRANDS: shared,
    E2E_PORT: String(basePort),
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  countReport(sharedLabel, report, (answer) => playwrightCounts(answer, ok));
} else {
  check(`${sharedLabel} (not run: no build or no browser)`, false);
}

if (!sharedOnly) {
  for (const [index, brand] of brands.entries()) {
    const label = `brand job: ${brand}`;
    const ok = run(label, [
      path.join(workspaceRoot, 'tools/ci/brand-job.mjs'),
      brand,
      '--port',
      String(basePort + 2 + 2 * index),
      ...(storybookBuilt ? ['--storybook-built'] : []),
    ]);
    const job = brandJobCounts(brand, brandReportDir(brand), ok);
    timings.push(...job.timings.map((timing) => ({ ...timing, within: label })));
    for (const { label: counted, ...numbers } of job.counts) count(counted, numbers);
  }
}

console.log('\nTime per stage (lint, formatting and typecheck at the same time; indented: within a brand job):');
for (const { label, seconds, together } of timings)
  console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}${together ? ' (together)' : ''}`);
console.log(`  ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s  in all`);
writeFileSync(path.join(reports, 'test-timings.json'), `${JSON.stringify(timings, null, 2)}\n`);
console.log('');
if (tally.failures.length) console.log(`Failed: ${tally.failures.join('; ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);

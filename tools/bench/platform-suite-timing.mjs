#!/usr/bin/env node
// Benchmark (not a test): wall time of the platform test suite (`vitest run --project platform`), with the
// machine's load averages beside it (the machine is shared, so a figure means little without them).
// Each run is appended under its label to reports/platform-suite-timing.json.
// Usage: node tools/bench/platform-suite-timing.mjs <label> [runs] [checkout]   (TEST_DATABASE_URL is passed through)
// `checkout` runs the suite of another checkout of the repository (e.g. an export of the commit before a
// change, with node_modules linked in), so before and after are measured minutes apart on the same machine.
// SAME_TESTS_AS=<other checkout> runs only the platform spec files that checkout also has, so a suite that has
// grown since can be compared with the old one test for test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const reportFile = path.join(workspaceRoot, 'reports/platform-suite-timing.json');
const label = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
const suiteRoot = path.resolve(process.argv[4] ?? workspaceRoot);
if (!label || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: node tools/bench/platform-suite-timing.mjs <label> [runs] [checkout]');
  process.exit(2);
}

/** Platform spec files (relative paths) under a checkout. */
const platformSpecs = (root) =>
  readdirSync(path.join(root, 'apps/platform/src'), { recursive: true })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => path.join('apps/platform/src', file));
const sameTestsAs = process.env.SAME_TESTS_AS ? path.resolve(process.env.SAME_TESTS_AS) : undefined;
const onlyFiles = sameTestsAs ? platformSpecs(suiteRoot).filter((file) => existsSync(path.join(sameTestsAs, file))) : [];

const roundedLoad = () => loadavg().map((value) => Math.round(value * 100) / 100);

function runSuite() {
  const loadBefore = roundedLoad();
  const started = performance.now();
  const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'platform', ...onlyFiles], {
    cwd: suiteRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const seconds = Math.round(performance.now() - started) / 1000;
  const summary = result.stdout.replace(/\x1b\[[0-9;]*m/g, '');
  const tests = /Tests\s+(\d+) passed/.exec(summary)?.[1];
  if (result.status !== 0) {
    process.stdout.write(result.stdout.slice(-4000));
    throw new Error(`platform suite failed (exit ${result.status}); no figure recorded`);
  }
  return {
    at: new Date().toISOString(),
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    checkout: path.relative(workspaceRoot, suiteRoot) || '.',
    ...(sameTestsAs && { sameTestsAs: path.relative(workspaceRoot, sameTestsAs), files: onlyFiles.length }),
    seconds,
    testsPassed: tests ? Number(tests) : undefined,
    loadAverageBefore: loadBefore,
    loadAverageAfter: roundedLoad(),
  };
}

const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : {};
for (let run = 0; run < runs; run++) {
  const figure = runSuite();
  console.log(
    `${label}: ${figure.seconds} s (${figure.database}), load ${figure.loadAverageBefore.join(' ')} → ${figure.loadAverageAfter.join(' ')}`,
  );
  (report[label] ??= []).push(figure);
  mkdirSync(path.dirname(reportFile), { recursive: true });
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
}
console.log(`written to ${path.relative(workspaceRoot, reportFile)}`);

// What `npm test` and each brand's CI job share: running a stage as a child process (timed), counting checks and
// test runners' own JSON reports into one tally, and the closing `N passed, N failed` line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Passed and failed journeys of a Playwright JSON report, the failed ones named; a failed run that reported no failure counts as one. */
export function playwrightCounts(report, exitOk) {
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected + (exitOk || unexpected ? 0 : 1), failedTests: failedJourneys(report) };
}

function failedJourneys(report) {
  const walk = (suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

/**
 * Passed and failed tests of a Vitest JSON report, the same way, with the failed tests named (file and title): CI
 * keeps only the end of a run's output, where the summary stands, so a failure must be named there to be found.
 */
export function vitestCounts(report, exitOk) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (exitOk || report.numFailedTests ? 0 : 1),
    failedTests: (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.relative(process.cwd(), file.name)} › ${test.fullName ?? test.title}`),
    ),
  };
}

/** The last `N passed, N failed` line of a command's output (the conformance check ends with one), or undefined. */
export function closingCounts(output) {
  const lines = output.split('\n').filter((line) => /^\s*(\w+:\s*)?\d+ passed, \d+ failed(, \d+ skipped)?\s*$/.test(line));
  const last = lines.at(-1);
  if (!last) return undefined;
  const [, passed, failed] = last.match(/(\d+) passed, (\d+) failed/);
  return { passed: Number(passed), failed: Number(failed) };
}

/**
 * One run's stages and tally. `run` spawns node with arguments and prints the stage's start, end and time;
 * `check` counts a stage as one check; `count` adds a runner's own counts; `countReport` reads a runner's JSON
 * report, and counts a missing one as a failure.
 */
export function createStages({ cwd, env }) {
  const tally = { passed: 0, failed: 0, failures: [] };
  const timings = [];

  function run(label, args, extraEnv = {}, { command = process.execPath, capture = false } = {}) {
    console.log(`\n=== ${label} ===`);
    const started = Date.now();
    const result = spawnSync(command, args, {
      cwd,
      env: { ...env, ...extraEnv },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      encoding: capture ? 'utf8' : undefined,
      maxBuffer: 64 * 1024 * 1024,
    });
    if (capture) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
    }
    if (result.error) console.error(`${label}: ${result.error.message}`);
    const ok = result.status === 0;
    const seconds = (Date.now() - started) / 1000;
    timings.push({ label, seconds });
    console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s) ===`);
    return capture ? { ok, output: `${result.stdout ?? ''}\n${result.stderr ?? ''}` } : ok;
  }

  function count(label, { passed, failed, failedTests = [] }) {
    tally.passed += passed;
    tally.failed += failed;
    if (failed) tally.failures.push(`${label}: ${failed} failed${failedTests.length ? ` (${failedTests.join('; ')})` : ''}`);
    return failed === 0;
  }

  function check(label, ok) {
    return count(label, { passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }

  function countReport(label, file, counts) {
    if (!existsSync(file)) return check(`${label} (no report)`, false);
    return count(label, counts(JSON.parse(readFileSync(file, 'utf8'))));
  }

  function printSummary(title) {
    console.log(`\n${title}`);
    for (const { label, seconds, together } of timings)
      console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}${together ? ' (together)' : ''}`);
    console.log('');
    if (tally.failures.length) console.log(`Failed: ${tally.failures.join('; ')}`);
    console.log(`${tally.passed} passed, ${tally.failed} failed`);
  }

  return { run, check, count, countReport, tally, timings, printSummary };
}

/**
 * What a brand job adds to `npm test`'s tally, read from its reports folder: each stage of its job.json (skipped
 * ones not counted), and its journeys from Playwright's own report. A missing job.json or report is a failure, and
 * so is a job that exited with an error while nothing it reported failed.
 * @returns {{ counts: { label: string, passed: number, failed: number }[], timings: { label: string, seconds: number }[] }}
 */
export function brandJobCounts(brand, dir, jobExitOk) {
  const counts = [];
  const timings = [];
  const jobFile = path.join(dir, 'job.json');
  let journeysOk = jobExitOk;
  if (existsSync(jobFile)) {
    for (const stage of JSON.parse(readFileSync(jobFile, 'utf8')).stages) {
      timings.push({ label: `  ${brand}: ${stage.label}`, seconds: stage.seconds });
      // Journeys are counted from Playwright's own report below, with Playwright's own exit.
      if (stage.kind === 'playwright') journeysOk = stage.ok === true;
      else if (!stage.skipped)
        counts.push({
          label: `${brand}: ${stage.label}${stage.pictures?.length ? ` (${stage.pictures.join(', ')})` : ''}`,
          passed: stage.passed,
          failed: stage.failed,
        });
    }
  } else counts.push({ label: `brand job ${brand}: no job.json`, passed: 0, failed: 1 });
  const report = path.join(dir, 'playwright.json');
  counts.push(
    existsSync(report)
      ? { label: `${brand}: journeys`, ...playwrightCounts(JSON.parse(readFileSync(report, 'utf8')), journeysOk) }
      : { label: `${brand}: journeys (no report)`, passed: 0, failed: 1 },
  );
  if (!jobExitOk && counts.every((entry) => entry.failed === 0))
    counts.push({ label: `brand job ${brand}: exited with an error`, passed: 0, failed: 1 });
  return { counts, timings };
}

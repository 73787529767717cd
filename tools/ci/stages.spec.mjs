import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandJobCounts, createStages, playwrightCounts, vitestCounts } from './stages.mjs';

function jobDir({ stages, playwright }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'brand-job-'));
  if (stages) writeFileSync(path.join(dir, 'job.json'), JSON.stringify({ brand: 'acme', stages }));
  if (playwright) writeFileSync(path.join(dir, 'playwright.json'), JSON.stringify({ stats: playwright }));
  return dir;
}
const built = { label: 'build brand acme', kind: 'check', seconds: 20, passed: 1, failed: 0 };
const budget = (failed) => ({ label: 'bundle budget', kind: 'check', seconds: 1, passed: 1 - failed, failed });
const journeys = (ok) => ({ label: 'journeys of brand acme', kind: 'playwright', seconds: 300, ok });
const skippedConformance = { label: 'contract conformance', kind: 'conformance', seconds: 0, passed: 0, failed: 0, skipped: true };
const sum = (counts) =>
  counts.reduce((total, { passed, failed }) => ({ passed: total.passed + passed, failed: total.failed + failed }), {
    passed: 0,
    failed: 0,
  });

describe("what a brand job adds to npm test's tally", () => {
  it("counts each stage of job.json and the journeys from Playwright's report, not a skipped stage", () => {
    const dir = jobDir({
      stages: [built, budget(0), journeys(true), skippedConformance],
      playwright: { expected: 180, flaky: 2, unexpected: 0 },
    });
    const { counts, timings } = brandJobCounts('acme', dir, true);
    expect(sum(counts)).toEqual({ passed: 184, failed: 0 });
    expect(counts.map((entry) => entry.label)).toEqual(['acme: build brand acme', 'acme: bundle budget', 'acme: journeys']);
    expect(timings.map((timing) => timing.seconds)).toEqual([20, 1, 300, 0]);
  });

  it('counts a failed stage and failed journeys once each', () => {
    const dir = jobDir({ stages: [built, budget(1), journeys(false)], playwright: { expected: 170, flaky: 0, unexpected: 3 } });
    expect(sum(brandJobCounts('acme', dir, false).counts)).toEqual({ passed: 171, failed: 4 });
  });

  it('names the failed pictures of a visual stage in its label', () => {
    const visual = {
      label: 'visual snapshots of brand acme',
      kind: 'visual',
      seconds: 140,
      passed: 572,
      failed: 1,
      pictures: ['acme/a.en.png (changed)'],
    };
    const dir = jobDir({ stages: [built, visual], playwright: { expected: 5, flaky: 0, unexpected: 0 } });
    expect(brandJobCounts('acme', dir, false).counts.find((entry) => entry.failed)).toEqual({
      label: 'acme: visual snapshots of brand acme (acme/a.en.png (changed))',
      passed: 572,
      failed: 1,
    });
  });

  it('a missing Playwright report or job.json is a failure', () => {
    expect(sum(brandJobCounts('acme', jobDir({ stages: [built, journeys(false)] }), false).counts)).toEqual({ passed: 1, failed: 1 });
    const noJob = brandJobCounts('acme', jobDir({ playwright: { expected: 5, flaky: 0, unexpected: 0 } }), false).counts;
    expect(noJob.find((entry) => entry.failed)?.label).toBe('brand job acme: no job.json');
  });

  it('a Playwright run that failed reporting no failure counts as one; a job that failed reporting nothing too', () => {
    const crashed = jobDir({ stages: [built, journeys(false)], playwright: { expected: 5, flaky: 0, unexpected: 0 } });
    expect(sum(brandJobCounts('acme', crashed, false).counts)).toEqual({ passed: 6, failed: 1 });
    const quiet = jobDir({ stages: [built, journeys(true)], playwright: { expected: 5, flaky: 0, unexpected: 0 } });
    expect(brandJobCounts('acme', quiet, false).counts.at(-1)).toEqual({
      label: 'brand job acme: exited with an error',
      passed: 0,
      failed: 1,
    });
  });
});

describe('failed tests named in the closing summary', () => {
  it("names a Vitest report's failed tests with their file", () => {
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: path.join(process.cwd(), 'apps/platform/src/a.spec.ts'),
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a refuses' },
          ],
        },
      ],
    };
    expect(vitestCounts(report, false)).toEqual({ passed: 1, failed: 1, failedTests: ['apps/platform/src/a.spec.ts › a refuses'] });
  });

  it("names a Playwright report's failed journeys, nested suites included", () => {
    const report = {
      stats: { expected: 1, unexpected: 1 },
      suites: [
        {
          specs: [{ ok: true, title: 'fine', file: 'a.spec.ts', line: 3 }],
          suites: [{ specs: [{ ok: false, title: 'breaks', file: 'a.spec.ts', line: 9 }] }],
        },
      ],
    };
    expect(playwrightCounts(report, false).failedTests).toEqual(['a.spec.ts:9 › breaks']);
  });

  it('puts the names in the failure line of the tally', () => {
    const { count, tally } = createStages({ cwd: process.cwd(), env: process.env });
    count('unit tests', { passed: 3, failed: 1, failedTests: ['x.spec.ts › y'] });
    expect(tally.failures).toEqual(['unit tests: 1 failed (x.spec.ts › y)']);
  });
});

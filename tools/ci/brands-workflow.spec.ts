import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Keeps the GitHub Actions workflow an operator takes home (.github/workflows/brands.yml) the CI that runs here:
 * its brand matrix is brand-matrix.mjs's (so equal to the brand folders), each brand job runs the brand job script
 * test-all.mjs runs, and the shared job runs npm test's shared part.
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const workflow = parse(readFileSync(path.join(workspaceRoot, '.github/workflows/brands.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<
    string,
    {
      needs?: string | string[];
      container?: string;
      'runs-on': string;
      outputs?: Record<string, string>;
      strategy?: { matrix: unknown; 'fail-fast'?: boolean };
      steps: { id?: string; run?: string; uses?: string; with?: Record<string, unknown>; if?: string }[];
    }
  >;
};
const testAll = readFileSync(path.join(workspaceRoot, 'tools/scripts/test-all.mjs'), 'utf8');
const runs = (job: string) => workflow.jobs[job]!.steps.flatMap((step) => (step.run ? [step.run.trim()] : []));

describe('.github/workflows/brands.yml', { timeout: 30_000 }, () => {
  it('runs on pushes to main, pull requests and by hand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
  });

  it("takes its brand matrix from brand-matrix.mjs's output, which is the brand folders", () => {
    const { matrix, brand } = workflow.jobs;
    const step = matrix!.steps.find((candidate) => candidate.run?.includes('>> "$GITHUB_OUTPUT"'))!;
    expect(step.run!.trim()).toBe('echo "brands=$(node tools/ci/brand-matrix.mjs)" >> "$GITHUB_OUTPUT"');
    expect(matrix!.outputs).toEqual({ brands: `\${{ steps.${step.id}.outputs.brands }}` });
    expect([brand!.needs].flat()).toContain('matrix');
    expect(brand!.strategy!.matrix).toBe('${{ fromJSON(needs.matrix.outputs.brands) }}');
    expect(brand!.strategy!['fail-fast']).toBe(false);

    const folders = readdirSync(path.join(workspaceRoot, 'brands'))
      .filter((id) => existsSync(path.join(workspaceRoot, 'brands', id, 'brand.json')))
      .sort();
    const printed = JSON.parse(
      execFileSync(process.execPath, [path.join(workspaceRoot, 'tools/ci/brand-matrix.mjs')], { encoding: 'utf8' }),
    );
    expect(printed).toEqual({ brand: folders });
  });

  it('runs each brand through the brand job script that npm test runs for every brand', () => {
    expect(runs('brand')).toContain('node tools/ci/brand-job.mjs "${{ matrix.brand }}"');
    expect(testAll).toContain("'tools/ci/brand-job.mjs'");
    expect(runs('brand')).toContain('npm ci --no-audit --no-fund');
    expect(runs('brand')).toContain('node tools/scripts/ensure-chromium.mjs');
  });

  it("uploads each brand's bundle and its generated server configuration as an artefact named after the brand", () => {
    const upload = workflow.jobs.brand!.steps.find(
      (step) => step.uses?.startsWith('actions/upload-artifact@') && step.with?.name === '${{ matrix.brand }}',
    );
    expect(upload?.with).toMatchObject({
      path: 'dist/brands/${{ matrix.brand }}/\ndist/deploy/${{ matrix.brand }}/\n',
      'include-hidden-files': true,
      'if-no-files-found': 'error',
    });
    // Only a bundle that passed its job is offered for deployment.
    expect(upload?.if).toBeUndefined();
  });

  it("runs npm test's shared part (static checks, unit tests, shared journeys) once, with PostgreSQL", () => {
    expect(runs('shared')).toContain('npm test -- --shared');
    expect(testAll).toContain("process.argv.includes('--shared')");
    expect(runs('shared').some((run) => run.includes('tools/ci/setup-postgres.sh') && run.includes('TEST_DATABASE_URL'))).toBe(true);
  });

  it('runs every job on Node 20 in Debian (whose Chromium and PostgreSQL packages our scripts install)', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      expect(job['runs-on'], name).toBe('ubuntu-latest');
      expect(job.container, name).toMatch(/^node:20-bookworm$/);
    }
  });
});

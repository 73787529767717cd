import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeysEnv, parseJobArgs } from './brand-job.mjs';
import { closingCounts, playwrightCounts } from './stages.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

// Starting the script loads the TypeScript hooks: seconds on a loaded machine.
describe('brand job arguments', { timeout: 30_000 }, () => {
  const known = ['default', 'lucky'];

  it('takes one brand of brands/ and a port (E2E_PORT, else 4310, unless --port says)', () => {
    expect(parseJobArgs(['lucky'], known, {})).toEqual({ brand: 'lucky', port: 4310, storybookBuilt: false });
    expect(parseJobArgs(['lucky'], known, { E2E_PORT: '4460' })).toEqual({ brand: 'lucky', port: 4460, storybookBuilt: false });
    expect(parseJobArgs(['default', '--port', '4462'], known, {})).toEqual({ brand: 'default', port: 4462, storybookBuilt: false });
    // npm test has built Storybook before the brand jobs: the job then does not build it again for its snapshots.
    expect(parseJobArgs(['default', '--storybook-built'], known, {})).toEqual({ brand: 'default', port: 4310, storybookBuilt: true });
  });

  it('refuses an unknown brand naming the folders there are, and bad arguments saying what is wanted', () => {
    expect(parseJobArgs(['acme'], known, {}).error).toBe('"acme" is not a brand folder with a brand.json (brands: default, lucky)');
    expect(parseJobArgs([], known, {}).error).toMatch(/^Name one brand\. Usage: brand-job\.mjs <brandId>/);
    expect(parseJobArgs(['default', 'lucky'], known, {}).error).toMatch(/^Name one brand/);
    expect(parseJobArgs(['default', '--port', 'x'], known, {}).error).toMatch(/^--port needs a port number/);
    expect(parseJobArgs(['default', '--fast'], known, {}).error).toMatch(/^Unknown option --fast/);
  });

  it('exits 2 with that message, before building anything', () => {
    const result = spawnSync(process.execPath, [path.join(workspaceRoot, 'tools/ci/brand-job.mjs'), 'no-such-brand'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toMatch(/^"no-such-brand" is not a brand folder/);
    expect(result.stdout).toBe('');
  });
});

describe("a brand job's journeys", () => {
  it("run the brand's journeys alone, on both phones for the shared brand and on Android for the others", () => {
    const ids = ['default', 'lucky', 'zeta'];
    expect(journeysEnv('default', 4312, 'r.json', ids)).toEqual({
      E2E_SCOPE: 'brand',
      E2E_BRANDS: 'default',
      E2E_PHONES: 'android,iphone',
      E2E_PORT: '4312',
      PLAYWRIGHT_JSON_OUTPUT_NAME: 'r.json',
    });
    expect(journeysEnv('zeta', 4316, 'z.json', ids)).toMatchObject({ E2E_BRANDS: 'zeta', E2E_PHONES: 'android', E2E_PORT: '4316' });
  });
});

describe('counting a stage', () => {
  it("reads the conformance check's closing line, the last one when there are more", () => {
    expect(closingCounts('GET /wps/system/status 12 ms pass\n19 passed, 2 failed\n')).toEqual({ passed: 19, failed: 2 });
    expect(closingCounts('3 passed, 0 failed\nconformance: 20 passed, 0 failed, 1 skipped')).toEqual({ passed: 20, failed: 0 });
    expect(closingCounts('the platform at http://x is down')).toBeUndefined();
  });

  it("counts Playwright's flaky journeys as passed, and a failed run that reported no failure as one", () => {
    expect(playwrightCounts({ stats: { expected: 10, flaky: 1, unexpected: 2 } }, false)).toMatchObject({ passed: 11, failed: 2 });
    expect(playwrightCounts({ stats: { expected: 10, flaky: 0, unexpected: 0 } }, false)).toMatchObject({ passed: 10, failed: 1 });
    expect(playwrightCounts({ stats: { expected: 10, flaky: 0, unexpected: 0 } }, true)).toMatchObject({ passed: 10, failed: 0 });
  });
});

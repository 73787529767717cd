import { availableParallelism } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The settings that keep CI's run under its 35 minutes without dropping a test (issue: CI time). */
// Loading the configs loads Vite's and Playwright's plugins: seconds on a loaded machine.
describe('test run settings', { timeout: 60_000 }, () => {
  const saved = { CI: process.env.CI, PLATFORM_ADMIN_TOKEN: process.env.PLATFORM_ADMIN_TOKEN };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.resetModules();
  });

  async function playwrightConfig(ci: boolean) {
    if (ci) process.env.CI = 'true';
    else delete process.env.CI;
    vi.resetModules();
    return (await import('../../playwright.config')).default;
  }

  it('unit tests use every core; the platform keeps one worker over one database, in a group of its own', async () => {
    const config = (await import('../../vitest.config')).default;
    expect(config.test?.maxWorkers).toBe(availableParallelism());
    const projects = (config.test?.projects ?? []) as { test: { name: string; [key: string]: unknown } }[];
    const project = (name: string) => {
      const found = projects.find((candidate) => candidate.test.name === name);
      if (!found) throw new Error(`no ${name} project`);
      return found.test;
    };
    expect(projects.map((candidate) => candidate.test.name).sort()).toEqual(['node', 'platform', 'web', 'web-isolated']);
    for (const name of ['web', 'web-isolated', 'node']) {
      // Neither narrows the workers back to one, and both share group 0 (Vitest refuses projects with different
      // worker counts in one group).
      expect(project(name).maxWorkers).toBeUndefined();
      expect(project(name).fileParallelism).not.toBe(false);
      expect((project(name).sequence as { groupOrder?: number } | undefined)?.groupOrder ?? 0).toBe(0);
    }
    expect(project('platform')).toMatchObject({ isolate: false, fileParallelism: false, sequence: { groupOrder: 1 } });
  });

  it('web files share a worker but load the workspace afresh each; files that mock a module stay isolated', async () => {
    const config = (await import('../../vitest.config')).default;
    const projects = (config.test?.projects ?? []) as { test: { name: string; [key: string]: unknown } }[];
    const web = projects.find((candidate) => candidate.test.name === 'web')!.test;
    const isolated = projects.find((candidate) => candidate.test.name === 'web-isolated')!.test;
    expect(web.isolate).toBe(false);
    expect((web.setupFiles as string[])[0]).toMatch(/tools\/vitest\/fresh-modules\.ts$/);
    expect(isolated.isolate).not.toBe(false);
    const mocking = isolated.include as string[];
    expect(mocking).toContain('libs/features/account/src/login/login-form.spec.tsx');
    expect(web.exclude as string[]).toEqual(expect.arrayContaining(mocking));
  });

  it('CI records a trace on the retry of a failed journey, not for every journey; a local run keeps each failure', async () => {
    const ci = await playwrightConfig(true);
    expect(ci.use?.trace).toBe('on-first-retry');
    // Without a retry a failure on CI would leave no trace at all.
    expect(ci.retries).toBeGreaterThanOrEqual(1);
    const local = await playwrightConfig(false);
    expect(local.use?.trace).toBe('retain-on-failure');
  });
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

/** A brand's CI job runs each bundle check on its one brand: a named brand that is not built fails, never passes unseen. */
describe('bundle checks for named brands', { timeout: 30_000 }, () => {
  for (const [script, message] of [
    ['check-budget.mjs', 'dist/brands/not-built-brand/.vite/manifest.json is missing: build the brand first'],
    ['check-brand-bundles.mjs', 'not built: not-built-brand'],
    ['check-prerendered-shell.mjs', 'not built: not-built-brand'],
    ['check-compressed-assets.mjs', 'not built: not-built-brand'],
  ]) {
    it(`${script} fails for a brand that is not built, saying so`, () => {
      const result = spawnSync(process.execPath, [path.join(workspaceRoot, 'tools/scripts', script), 'not-built-brand'], {
        cwd: workspaceRoot,
        encoding: 'utf8',
        env: { ...process.env, BUNDLE_REPORT_DIR: path.join(workspaceRoot, 'reports/tests/not-built-brand') },
      });
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toContain(message);
    });
  }
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

describe('workspace lint rules', { timeout: 60_000 }, () => {
  let eslint: ESLint;
  const problems = async (file: string, code: string, rule: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
    return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
  };

  beforeAll(() => {
    // The boundaries rule reads the project graph Nx last wrote (as `npm run lint` does, write it first).
    execFileSync(process.execPath, [path.join(workspaceRoot, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], {
      cwd: workspaceRoot,
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
    });
    eslint = new ESLint({ cwd: workspaceRoot });
  }, 60_000);

  it('keeps the platform away from components and screens', async () => {
    const found = await problems(
      'apps/platform/src/lint-probe.ts',
      "export { Button } from '@playdeck/ui';\n",
      '@nx/enforce-module-boundaries',
    );
    expect(found.join('\n')).toContain('"scope:platform" can only depend on libs tagged with "scope:platform", "scope:shared"');
  });

  it('keeps the web side away from the platform', async () => {
    const found = await problems(
      'libs/features/games/src/lint-probe.ts',
      "export { platformModules } from '../../../../apps/platform/src/modules';\n",
      '@nx/enforce-module-boundaries',
    );
    expect(found).not.toEqual([]);
  });

  it('lets the platform use the shared contract', async () => {
    expect(
      await problems('apps/platform/src/lint-probe.ts', "export { contract } from '@playdeck/api';\n", '@nx/enforce-module-boundaries'),
    ).toEqual([]);
  });

  it('rejects an import cycle, also one that goes through a @playdeck/* path and a lazy import', async () => {
    // The key again importing the light entry, which loads logout, which loads end-session, which imports the key.
    const code = "import { logout } from '@playdeck/session';\nexport const AUTO_LOGIN_KEY = 'autoLogin';\nexport const leave = logout;\n";
    expect(await problems('libs/session/src/auto-login.ts', code, 'import-x/no-cycle')).not.toEqual([]);
    expect(await problems('libs/session/src/auto-login.ts', "export const AUTO_LOGIN_KEY = 'autoLogin';\n", 'import-x/no-cycle')).toEqual(
      [],
    );
  });

  it('keeps the raw api client out of feature code but its query files', async () => {
    const code = "import { apiClient } from '@playdeck/session/api';\nexport const client = apiClient;\n";
    const screen = await problems('libs/features/settings/src/lint-probe.tsx', code, 'no-restricted-imports');
    expect(screen.join('\n')).toContain('useKitSubmit or useCallMutation');
    expect(await problems('libs/features/settings/src/lint-probe.ts', code, 'no-restricted-imports')).not.toEqual([]);
    const reexported = "import { apiClient } from '../parts/api-client-first';\nexport const client = apiClient;\n";
    expect(await problems('libs/features/shell/src/member/lint-probe.ts', reexported, 'no-restricted-imports')).not.toEqual([]);
    for (const queryFile of [
      'settings/src/lint-probe-queries.ts',
      'settings/src/avatar/lint-probe-query.ts',
      'agent-contracts/src/shared/queries.ts',
    ]) {
      expect(await problems(`libs/features/${queryFile}`, code, 'no-restricted-imports')).toEqual([]);
    }
    // Other things of the session's api entry stay open to features, and specs may use the client.
    const uploads = "import { uploadImages } from '@playdeck/session/api';\nexport const upload = uploadImages;\n";
    expect(await problems('libs/features/settings/src/lint-probe.tsx', uploads, 'no-restricted-imports')).toEqual([]);
    expect(await problems('libs/features/settings/src/lint-probe.spec.tsx', code, 'no-restricted-imports')).toEqual([]);
  });

  it("turns on React hooks' recommended rules, compiler checks included", async () => {
    const config = (await eslint.calculateConfigForFile(path.join(workspaceRoot, 'libs/ui/src/index.ts'))) as {
      rules: Record<string, unknown>;
    };
    for (const rule of [
      'rules-of-hooks',
      'exhaustive-deps',
      'refs',
      'purity',
      'immutability',
      'set-state-in-effect',
      'static-components',
    ]) {
      expect([rule, config.rules[`react-hooks/${rule}`]]).toEqual([rule, [2]]);
    }
  });
});

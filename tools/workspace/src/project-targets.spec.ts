import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreateNodesContextV2, CreateNodesResult } from '@nx/devkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodesV2 } from './project-targets';

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const [pattern, createNodes] = createNodesV2;

async function infer(root: string, files: string[]) {
  const context: CreateNodesContextV2 = { workspaceRoot: root, nxJsonConfiguration: {} };
  const results = await createNodes(files, undefined, context);
  return Object.fromEntries(results.map(([file, result]) => [file, (result as CreateNodesResult).projects!]));
}

describe('project-targets plugin', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    scratch = undefined;
  });

  it('reads every project.json', () => {
    expect(pattern).toBe('**/project.json');
  });

  it('gives a project test over its own folder, lint and format checks over its root, and typecheck over its tsconfig', async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'project-targets-'));
    mkdirSync(path.join(scratch, 'libs/cards'), { recursive: true });
    writeFileSync(path.join(scratch, 'libs/cards/tsconfig.json'), '{}');

    const projects = await infer(scratch, ['libs/cards/project.json']);
    const targets = projects['libs/cards/project.json']!['libs/cards']!.targets!;

    expect(Object.keys(targets).sort()).toEqual(['lint', 'test', 'typecheck']);
    expect(targets['test']!.options.command).toBe('node node_modules/vitest/vitest.mjs run libs/cards/ --passWithNoTests');
    expect(targets['lint']!.options.commands).toEqual([
      'node node_modules/eslint/bin/eslint.js libs/cards --max-warnings=0',
      'node node_modules/prettier/bin/prettier.cjs --check libs/cards',
    ]);
    expect(targets['typecheck']!.options.command).toBe('node node_modules/typescript/bin/tsc -p libs/cards/tsconfig.json --noEmit');
    for (const target of Object.values(targets)) {
      expect(target.cache).toBe(true);
      expect(target.options.cwd).toBe('{workspaceRoot}');
      // A change in a dependency's source re-runs the check; its specs and stories do not.
      expect(target.inputs).toEqual(expect.arrayContaining(['default', '^production']));
    }
    expect(targets['test']!.inputs).toContain('{workspaceRoot}/vitest.config.ts');
    expect(targets['lint']!.inputs).toContain('{workspaceRoot}/eslint.config.mjs');
  });

  it('leaves typecheck out for a project without its own tsconfig.json', async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'project-targets-'));
    const projects = await infer(scratch, ['apps/bare/project.json']);
    expect(Object.keys(projects['apps/bare/project.json']!['apps/bare']!.targets!).sort()).toEqual(['lint', 'test']);
  });

  it('gives every app and lib of this workspace all three targets', async () => {
    const files = execFileSync('git', ['ls-files', '*project.json'], { cwd: workspaceRoot, encoding: 'utf8' }).trim().split('\n');
    expect(files).toEqual(expect.arrayContaining(['apps/mobile/project.json', 'apps/platform/project.json', 'libs/ui/project.json']));

    const projects = await infer(workspaceRoot, files);
    for (const file of files) {
      const root = path.dirname(file);
      expect([file, Object.keys(projects[file]![root]!.targets!).sort()]).toEqual([file, ['lint', 'test', 'typecheck']]);
    }
  });
});

describe('affected projects', () => {
  it('a change in the games feature tests the games feature and the app that uses it, nothing else', () => {
    const nx = path.join(workspaceRoot, 'node_modules/nx/dist/bin/nx.js');
    const changed = 'libs/features/games/src/index.ts';
    const output = execFileSync(
      process.execPath,
      [nx, 'show', 'projects', '--affected', `--files=${changed}`, '--withTarget=test', '--json'],
      {
        cwd: workspaceRoot,
        encoding: 'utf8',
        env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' },
      },
    );
    expect((JSON.parse(output) as string[]).sort()).toEqual(['feature-games', 'mobile']);
  }, 60_000);
});

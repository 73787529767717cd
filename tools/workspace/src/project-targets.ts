import { existsSync } from 'node:fs';
import path from 'node:path';
import { createNodesFromFiles, type CreateNodesContextV2, type CreateNodesV2, type TargetConfiguration } from '@nx/devkit';

const node = (script: string) => `node node_modules/${script}`;

/** Files outside the project that change what its checks answer, beside the project's own files and its dependencies'. */
const testInputs = [
  'default',
  '^production',
  'sharedGlobals',
  '{workspaceRoot}/vitest.config.ts',
  '{workspaceRoot}/tools/vitest/**/*',
  '{workspaceRoot}/tools/vite/**/*',
  // The web tests run with the default brand's settings and texts.
  '{workspaceRoot}/brands/default/**/*',
  { env: 'TEST_DATABASE_URL' },
];
const lintInputs = [
  'default',
  // Boundaries and cycles follow imports into the project's dependencies.
  '^production',
  'sharedGlobals',
  '{workspaceRoot}/eslint.config.mjs',
  '{workspaceRoot}/.prettierrc.json',
  '{workspaceRoot}/.prettierignore',
];
const typecheckInputs = ['default', '^production', 'sharedGlobals', '{workspaceRoot}/types/**/*'];

/** test, lint and typecheck for one project; typecheck only where the project has its own tsconfig.json. */
export function checkTargets(projectRoot: string, hasTsconfig: boolean): Record<string, TargetConfiguration> {
  const inWorkspace = { cwd: '{workspaceRoot}' };
  const targets: Record<string, TargetConfiguration> = {
    test: {
      executor: 'nx:run-commands',
      cache: true,
      inputs: testInputs,
      outputs: [],
      // The trailing slash keeps libs/ui from also matching a sibling such as libs/ui-extra.
      options: { ...inWorkspace, command: `${node('vitest/vitest.mjs')} run ${projectRoot}/ --passWithNoTests` },
    },
    lint: {
      executor: 'nx:run-commands',
      cache: true,
      inputs: lintInputs,
      outputs: [],
      options: {
        ...inWorkspace,
        commands: [
          `${node('eslint/bin/eslint.js')} ${projectRoot} --max-warnings=0`,
          `${node('prettier/bin/prettier.cjs')} --check ${projectRoot}`,
        ],
        parallel: false,
      },
    },
  };
  if (hasTsconfig) {
    targets['typecheck'] = {
      executor: 'nx:run-commands',
      cache: true,
      inputs: typecheckInputs,
      outputs: [],
      options: { ...inWorkspace, command: `${node('typescript/bin/tsc')} -p ${projectRoot}/tsconfig.json --noEmit` },
    };
  }
  return targets;
}

/** Every project with a project.json gets test, lint and typecheck targets inferred; project.json keeps only name and tags. */
export const createNodesV2: CreateNodesV2 = [
  '**/project.json',
  (files, options, context: CreateNodesContextV2) =>
    createNodesFromFiles(
      (file) => {
        const root = path.dirname(file);
        const hasTsconfig = existsSync(path.join(context.workspaceRoot, root, 'tsconfig.json'));
        return { projects: { [root]: { root, targets: checkTargets(root, hasTsconfig) } } };
      },
      files,
      options,
      context,
    ),
];

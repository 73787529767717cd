import path from 'node:path';
import { createNodesFromFiles, type CreateNodesContextV2, type CreateNodesV2, type TargetConfiguration } from '@nx/devkit';

/** Nx project name of a brand folder. */
export const brandProjectName = (id: string) => `brand-${id}`;

function brandTargets(id: string): Record<string, TargetConfiguration> {
  const outputDir = `{workspaceRoot}/dist/brands/${id}`;
  return {
    build: {
      executor: 'nx:run-commands',
      cache: true,
      // tools/vite holds build plugins of every brand (compression, prerendered shell, bundle report, deploy config), which
      // take the serving rules and the security headers from tools/scripts: a change there rebuilds the brands.
      inputs: [
        'default',
        '^production',
        'sharedGlobals',
        '{workspaceRoot}/tools/vite/**/*',
        '{workspaceRoot}/tools/scripts/security-headers.mjs',
        '{workspaceRoot}/tools/scripts/brand-server.mjs',
        { env: 'NODE_ENV' },
      ],
      // The bundle, and its nginx configuration (tools/vite/deploy-config).
      outputs: [outputDir, `{workspaceRoot}/dist/deploy/${id}`],
      options: {
        command: 'node node_modules/vite/bin/vite.js build --config apps/mobile/vite.config.ts --logLevel warn',
        cwd: '{workspaceRoot}',
        env: { BRAND: id, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      },
    },
    budget: {
      executor: 'nx:run-commands',
      cache: true,
      dependsOn: ['build'],
      inputs: [
        { dependentTasksOutputFiles: '**/*', transitive: false },
        '{workspaceRoot}/tools/scripts/check-budget.mjs',
        '{workspaceRoot}/tools/budget.config.json',
      ],
      options: { command: `node tools/scripts/check-budget.mjs ${id}`, cwd: '{workspaceRoot}' },
    },
    preview: {
      executor: 'nx:run-commands',
      continuous: true,
      dependsOn: ['build'],
      options: { command: 'node tools/scripts/start.mjs --no-build', cwd: '{workspaceRoot}', env: { BRAND: id } },
    },
  };
}

/** Every brands/<id>/brand.json is an Nx project with build, budget and preview targets; no project.json per brand. */
export const createNodesV2: CreateNodesV2 = [
  'brands/*/brand.json',
  (files, options, context: CreateNodesContextV2) =>
    createNodesFromFiles(
      (file) => {
        const root = path.dirname(file);
        const id = path.basename(root);
        return {
          projects: {
            [root]: {
              name: brandProjectName(id),
              root,
              projectType: 'application',
              tags: ['type:brand', 'scope:web'],
              implicitDependencies: ['mobile'],
              targets: brandTargets(id),
            },
          },
        };
      },
      files,
      options,
      context,
    ),
];

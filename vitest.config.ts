import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { activeBrandAlias, playdeckBrand } from './libs/brand/src/build';
import { specsMockingModules } from './tools/vitest/module-mocks';
import { workspaceAliases } from './tools/vite/workspace-aliases';

const workspaceRoot = import.meta.dirname;
const brandId = process.env.BRAND ?? 'default';
const alias = [activeBrandAlias(workspaceRoot, brandId), ...workspaceAliases(workspaceRoot)];

const STATEFUL_PACKAGES = ['i18next', 'react-i18next', 'dompurify', '@tanstack/react-query', '@tanstack/query-core'];
const webSpecRoots = ['apps/mobile', 'libs'];
const mockingSpecs = specsMockingModules(workspaceRoot, webSpecRoots);
const web = {
  plugins: [playdeckBrand({ workspaceRoot, brandId, defineFlags: false }), react(), vanillaExtractPlugin()],
  resolve: { alias },
  test: {
    environment: 'jsdom' as const,
    include: webSpecRoots.map((root) => `${root}/**/*.spec.{ts,tsx}`),
    exclude: ['libs/brand/src/build/**', 'libs/api/src/crypto/**', 'libs/conformance/**', '**/node_modules/**'],
    setupFiles: [path.join(workspaceRoot, 'tools/vitest/setup-web.ts')],
    // A full parallel run on two cores makes first transforms of lazy chunks slow; 5 s was too tight.
    testTimeout: 30_000,
  },
};

/** Unit tests: browser-side code on jsdom with the default brand, build-side code on node. */
export default defineConfig({
  resolve: { alias },
  test: {
    /*
     * Every core: Vitest's default leaves one free (cores - 1), which on CI's two cores ran every file one after
     * another in a single worker while the other core idled. The platform project keeps its one worker (below).
     */
    maxWorkers: availableParallelism(),
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    projects: [
      {
        ...web,
        test: {
          ...web.test,
          name: 'web',
          exclude: [...web.test.exclude, ...mockingSpecs],
          /*
           * Files share a worker's loaded packages and DOM instead of a new process each (2.5 s a file on CI):
           * fresh-modules.ts re-evaluates the workspace's own modules for every file, so module state (stores,
           * i18n, once-per-page gates) still starts fresh; setup-web.ts puts timers and globals back after each file.
           */
          isolate: false,
          /*
           * Packages that hold state of their own (react-i18next's instance for components without a provider,
           * DOMPurify's hooks, TanStack Query's online and focus managers) are evaluated with the workspace's
           * modules, so they too start fresh for each file.
           */
          server: { deps: { inline: STATEFUL_PACKAGES } },
          setupFiles: [path.join(workspaceRoot, 'tools/vitest/fresh-modules.ts'), ...web.test.setupFiles],
        },
      },
      // Files that vi.mock a module: isolated, since a mock would outlive its file in a shared worker.
      { ...web, test: { ...web.test, name: 'web-isolated', include: mockingSpecs } },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tools/**/*.spec.{ts,mjs}',
            'libs/brand/src/build/**/*.spec.ts',
            'libs/api/src/crypto/**/*.spec.ts',
            // The conformance check is a command-line tool: node's fetch, no DOM.
            'libs/conformance/**/*.spec.ts',
          ],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'platform',
          environment: 'node',
          include: ['apps/platform/**/*.spec.ts'],
          // One database per process: platform files share it (isolate off) and run one after another.
          isolate: false,
          fileParallelism: false,
          // Its own group (after web and node), since its one worker differs from theirs (Vitest requires it).
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

import path from 'node:path';
import nx from '@nx/eslint-plugin';
import prettierConfig from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import playdeck from './tools/eslint/feature-css-budget.mjs';

const workspaceRoot = import.meta.dirname;

// What each kind of project may import (nx-workshop lab 12): apps → features → kits → ui/data → util.
const typeConstraints = [
  { sourceTag: 'type:brand', onlyDependOnLibsWithTags: ['type:app'] },
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:kit', 'type:ui', 'type:data', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:kit', 'type:ui', 'type:data', 'type:util'] },
  // Building blocks several features share (game tiles, the launcher): never a feature's screens.
  { sourceTag: 'type:kit', onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:util'] },
  { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['type:test', 'type:kit', 'type:ui', 'type:data', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:tool'] },
];

// Which side a project belongs to: the mobile web front end never reaches into the platform and the
// platform never into screens or components; both share the contract, brand settings and plain utilities.
const scopeConstraints = [
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:platform', onlyDependOnLibsWithTags: ['scope:platform', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared'] },
];

// Tests, stories and test helpers may also use the test kit (type:test); the scopes hold there too.
const withTestKit = typeConstraints.map(({ sourceTag, onlyDependOnLibsWithTags }) => ({
  sourceTag,
  onlyDependOnLibsWithTags: [...onlyDependOnLibsWithTags, 'type:test'],
}));

const allow = ['@playdeck/active-brand.json', 'virtual:playdeck/brand', 'virtual:playdeck/brand-rg'];
// The contract may be imported statically where '@playdeck/api/crypto' (crypto-js) loads lazily, as the fake
// platform does for the first encrypted body (libs/testing/src/fake-platform).
const boundaries = (depConstraints, allowed = allow) => [
  'error',
  { enforceBuildableLibDependency: false, allow: allowed, depConstraints, checkDynamicDependenciesExceptions: ['@playdeck/api'] },
];
// Tests may read the base dictionaries themselves, to check that every text they need exists.
const allowInTests = [...allow, '/i18n/src/locales/[a-z]+$', '/i18n/src/locales/[a-z]+/lazy/[a-z-]+\\.json$'];

const testFiles = ['**/*.spec.{ts,tsx}', '**/src/testing/**', '**/*.stories.tsx'];

// A feature reads through its query files (`*-queries.ts`, `*-query.ts`, `queries.ts`) and writes through the
// form kit (useKitSubmit, useCallMutation): only those files hold the raw api client (issue 30, "One submit").
const featureQueryFiles = ['libs/features/**/*-queries.ts', 'libs/features/**/*-query.ts', 'libs/features/**/queries.ts'];
// Loaded first so the client is evaluated in a task of its own (lazy-part.ts): module order, not a call.
const apiClientLoadOrder = ['libs/features/shell/src/parts/api-client-first.ts'];
const rawApiClient =
  'Feature code reads through its query files (*-queries.ts) and writes with useKitSubmit or useCallMutation (@playdeck/form-kit), not the raw api client.';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/.nx', 'test-results', 'playwright-report', 'reports', 'storybook-static', '**/files/**'] },
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { '@nx': nx, 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/cache': { lifetime: '∞' },
      // Resolves @playdeck/* through tsconfig paths, so cycles are followed across libraries.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(workspaceRoot, 'tsconfig.base.json') },
        }),
      ],
    },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@nx/enforce-module-boundaries': boundaries([...typeConstraints, ...scopeConstraints]),
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[left.property.name='id'][left.object.name=/brand/i]",
          message: 'Brand differences belong in brand.json, not in code that tests the brand id.',
        },
      ],
    },
  },
  {
    files: ['libs/features/**/*.{ts,tsx}'],
    ignores: [...testFiles, ...featureQueryFiles, ...apiClientLoadOrder],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@playdeck/session/api', importNames: ['apiClient'], message: rawApiClient }],
          patterns: [{ group: ['**/api-client-first'], importNames: ['apiClient'], message: rawApiClient }],
        },
      ],
    },
  },
  {
    // What a feature draws itself stays small: layout and theme values come from the primitives and sprinkles.
    files: ['libs/features/**/*.css.ts'],
    plugins: { playdeck },
    rules: { 'playdeck/feature-css-budget': 'error' },
  },
  {
    files: testFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries([...withTestKit, ...scopeConstraints], allowInTests) },
  },
  {
    // Nothing imports a test, a story or a journey, so none can close a cycle; skipping them halves the rule's time.
    files: ['**/*.spec.{ts,tsx,mjs}', '**/*.stories.tsx', 'e2e/**', 'e2e-deploy/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Not part of any project: configs and journeys wire the whole workspace together.
    files: ['e2e/**', 'e2e-deploy/**', '.storybook/**', '**/vite.config.ts', 'vitest.config.ts', 'playwright.deploy.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  // Formatting is Prettier's (checked by `prettier --check` in lint): no stylistic rule may disagree with it.
  prettierConfig,
);

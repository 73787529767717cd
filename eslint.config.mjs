import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/.nx', 'test-results', 'playwright-report', 'reports', 'storybook-static', '**/files/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['@playdeck/active-brand.json', 'virtual:playdeck/brand'],
          // The contract may be imported statically where '@playdeck/api/crypto' (crypto-js) loads lazily,
          // as the fake platform does for the first encrypted body (libs/testing/src/fake-platform).
          checkDynamicDependenciesExceptions: ['@playdeck/api'],
          depConstraints: [
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
          ],
        },
      ],
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
    files: ['**/*.spec.{ts,tsx}', '**/src/testing/**', '**/*.stories.tsx', 'e2e/**', '.storybook/**', '**/vite.config.ts', 'vitest.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);

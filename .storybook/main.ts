import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { activeBrandAlias, playdeckBrand } from '../libs/brand/src/build/index';
import { workspaceAliases } from '../tools/vite/workspace-aliases';

const workspaceRoot = path.resolve(import.meta.dirname, '..');
// Runtime brand (virtual:playdeck/brand, BRAND_FLAGS) for stories; themes for every brand come from brand-themes.css.ts.
const brandId = 'default';

const config: StorybookConfig = {
  stories: ['../libs/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The fake platform's service worker (npx msw init .storybook/public --save=false).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [playdeckBrand({ workspaceRoot, brandId, defineFlags: false }), vanillaExtractPlugin()],
      resolve: { alias: [activeBrandAlias(workspaceRoot, brandId), ...workspaceAliases(workspaceRoot)] },
    }),
};

export default config;

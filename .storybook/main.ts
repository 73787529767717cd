import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { activeBrandAlias, playdeckStoryBrands } from '../libs/brand/src/build/index';
import { workspaceAliases } from '../tools/vite/workspace-aliases';

const workspaceRoot = path.resolve(import.meta.dirname, '..');
// Active until the toolbar picks a brand; also the theme .css.ts files evaluate against at build time
// (each brand's theme class, from brand-themes.css.ts, overrides it).
const initialBrandId = 'default';
/** Every story; STORYBOOK_STORIES (comma-separated globs) builds a few, e.g. for a quick check of one brand's Storybook. */
const stories = process.env.STORYBOOK_STORIES?.split(',') ?? ['../libs/**/*.stories.@(ts|tsx)', './brand-page/*.stories.@(ts|tsx)'];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The fake platform's service worker (npx msw init .storybook/public --save=false).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Every brand in one Storybook: virtual:playdeck/brand switches with the toolbar (flags stay globals, not defines).
      plugins: [playdeckStoryBrands({ workspaceRoot, initialBrandId }), vanillaExtractPlugin()],
      resolve: { alias: [activeBrandAlias(workspaceRoot, initialBrandId), ...workspaceAliases(workspaceRoot)] },
    }),
};

export default config;

import type { Plugin } from 'vite';
import { brandDefines } from './defines';
import path from 'node:path';
import {
  brandIconFiles,
  brandIconTags,
  brandWebManifest,
  FAVICON_ICO_FILE,
  faviconIco,
  WEB_MANIFEST_FILE,
  type BrandIconFile,
} from './icons';
import { brandsRoot, loadBrand, type LoadedBrand } from './load-brand';
import { describeUnknownLocaleKeys, unknownLocaleKeys } from './locale-keys';
import { brandResponsibleGamingModule, brandRuntimeModule, RESPONSIBLE_GAMING_ID } from './runtime-module';

const VIRTUAL_ID = 'virtual:playdeck/brand';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const RESOLVED_RG_ID = `\0${RESPONSIBLE_GAMING_ID}`;
/** Alias through which .css.ts files (evaluated at build time) read the active brand's theme tokens. */
export const ACTIVE_BRAND_JSON = '@playdeck/active-brand.json';

/**
 * Set in the Vite config itself, not by the plugin: vanilla-extract evaluates .css.ts files with the
 * config file's resolve options but without third-party plugins.
 */
export function activeBrandAlias(workspaceRoot: string, brandId: string): { find: string; replacement: string } {
  return { find: ACTIVE_BRAND_JSON, replacement: path.join(brandsRoot(workspaceRoot), brandId, 'brand.json') };
}

export interface PlaydeckBrandOptions {
  workspaceRoot: string;
  brandId: string;
  /** Replace BRAND_FLAGS.* with literals (builds). Tests leave it off and set globalThis.BRAND_FLAGS instead. */
  defineFlags?: boolean;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Loads and validates brands/<id>/brand.json once, then feeds it to the app as constants, a virtual module and an alias. */
export function playdeckBrand({ workspaceRoot, brandId, defineFlags = true }: PlaydeckBrandOptions): Plugin {
  const brand: LoadedBrand = loadBrand(workspaceRoot, brandId);
  let isBuild = false;
  let base = '/';
  let icons: BrandIconFile[] = [];
  return {
    name: 'playdeck-brand',
    enforce: 'pre',
    config(_config, env) {
      isBuild = env.command === 'build';
      return {
        define: defineFlags ? brandDefines(brand.config) : {},
      };
    },
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      // A warning, not a failure: the override is harmless, only useless, and the operator may be mid-edit.
      for (const unknown of unknownLocaleKeys(workspaceRoot, brand)) this.warn(describeUnknownLocaleKeys(unknown));
      if (!isBuild) return;
      icons = await brandIconFiles(brand);
      for (const icon of icons) this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
      this.emitFile({ type: 'asset', fileName: FAVICON_ICO_FILE, source: await faviconIco(icons) });
      this.emitFile({ type: 'asset', fileName: WEB_MANIFEST_FILE, source: brandWebManifest(brand.config, icons, base, brand.htmlLang) });
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id === RESPONSIBLE_GAMING_ID ? RESOLVED_RG_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_RG_ID) return undefined;
      this.addWatchFile(brand.file);
      return id === RESOLVED_ID ? brandRuntimeModule(brand) : brandResponsibleGamingModule(brand);
    },
    transformIndexHtml(html) {
      return {
        html: html
          .replaceAll('%BRAND_NAME%', escapeHtml(brand.config.name))
          .replaceAll('%BRAND_LANG%', brand.htmlLang)
          .replaceAll('%BRAND_THEME_COLOR%', brand.config.theme.colors.headerBackground),
        tags: brandIconTags(icons, base),
      };
    },
  };
}

import type { Plugin } from 'vite';
import { listBrandIds, loadBrand, type LoadedBrand } from './load-brand';
import { describeUnknownLocaleKeys, unknownLocaleKeys } from './locale-keys';
import { STORY_BRANDS_ID, storyBrandModule, storyBrandsModule, storyResponsibleGamingModule } from './story-brands-module';
import { RESPONSIBLE_GAMING_ID } from './runtime-module';

const BRAND_ID = 'virtual:playdeck/brand';

export interface PlaydeckStoryBrandsOptions {
  workspaceRoot: string;
  /** The brand active before the toolbar picks one. */
  initialBrandId: string;
}

/**
 * Storybook's brand plugin: every brands/<id>/ is loaded and validated (an invalid one fails the build with the
 * app build's messages), and `virtual:playdeck/brand` and `virtual:playdeck/brand-rg` become switchable modules. Flags stay globals, never defines.
 */
export function playdeckStoryBrands({ workspaceRoot, initialBrandId }: PlaydeckStoryBrandsOptions): Plugin {
  const brands: LoadedBrand[] = listBrandIds(workspaceRoot).map((id) => loadBrand(workspaceRoot, id));
  return {
    name: 'playdeck-story-brands',
    enforce: 'pre',
    buildStart() {
      for (const loaded of brands) {
        for (const unknown of unknownLocaleKeys(workspaceRoot, loaded)) this.warn(describeUnknownLocaleKeys(unknown));
      }
    },
    resolveId(id) {
      return id === BRAND_ID || id === RESPONSIBLE_GAMING_ID || id === STORY_BRANDS_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${BRAND_ID}`) return storyBrandModule;
      if (id === `\0${RESPONSIBLE_GAMING_ID}`) return storyResponsibleGamingModule;
      if (id !== `\0${STORY_BRANDS_ID}`) return undefined;
      for (const loaded of brands) this.addWatchFile(loaded.file);
      return storyBrandsModule(brands, initialBrandId);
    },
  };
}

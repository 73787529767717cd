import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listBrandIds, loadBrand } from './load-brand';
import { storyBrandModule, storyBrandsModule, storyResponsibleGamingModule } from './story-brands-module';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const brands = listBrandIds(workspaceRoot).map((id) => loadBrand(workspaceRoot, id));

interface StoryBrandsModule {
  storyBrands: { id: string; name: string }[];
  brand: { name: string; merchantCode: string };
  brandImages: Record<string, string>;
  brandLocaleLoaders: Record<string, () => Promise<unknown>>;
  responsibleGamingRules: { controls: string[]; pages: Record<string, { helpline: { name: string; phone?: string } }> };
  activateBrand: (id: unknown) => { id: string };
}

/** Runs the generated module in node: each image import becomes its file path, as Vite would give its URL. */
async function evaluate(source: string): Promise<StoryBrandsModule> {
  const runnable = source.replace(/^import (\w+) from "([^"]+)\?url";$/gm, 'const $1 = "$2";');
  return import(`data:text/javascript,${encodeURIComponent(runnable)}`) as Promise<StoryBrandsModule>;
}

const globals = globalThis as { BRAND_FLAGS?: Record<string, boolean>; BRAND_AGENT_MENU?: Record<string, boolean> };
afterEach(() => {
  delete globals.BRAND_FLAGS;
  delete globals.BRAND_AGENT_MENU;
});

describe('storyBrandsModule', () => {
  it('starts on the initial brand and lists every brand', async () => {
    const module = await evaluate(storyBrandsModule(brands, 'default'));
    expect(module.storyBrands.map(({ id }) => id)).toEqual(['default', 'lucky']);
    expect(module.brand.name).toBe('Playdeck');
    expect(globals.BRAND_FLAGS?.FACEBOOKLOGIN3).toBe(true);
  });

  it('switches settings, images, copy loaders and flags in place, keeping the objects the app imported', async () => {
    const module = await evaluate(storyBrandsModule(brands, 'default'));
    const { brand, brandImages, brandLocaleLoaders } = module;
    expect(module.activateBrand('lucky').id).toBe('lucky');
    expect(module.brand).toBe(brand);
    expect(brand).toMatchObject({ name: 'Lucky Star', merchantCode: 'LUCKYSTAR' });
    expect(brandImages.logo).toMatch(/brands\/lucky\/assets\/logo\.svg$/);
    expect(Object.keys(brandLocaleLoaders).sort()).toEqual(['EN', 'TH', 'TY']);
    expect(module.brandLocaleLoaders).toBe(brandLocaleLoaders);
    expect(globals.BRAND_FLAGS).toMatchObject({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: true });
    expect(globals.BRAND_AGENT_MENU?.MAILCEN).toBe(false);

    module.activateBrand('default');
    expect(brand.name).toBe('Playdeck');
    expect(brandImages.logo).toMatch(/brands\/default\/assets\/logo\.svg$/);
    expect(Object.keys(brandLocaleLoaders)).toEqual([]);
    expect(globals.BRAND_FLAGS?.FACEBOOKLOGIN3).toBe(true);
  });

  it('switches the responsible-gaming rules with the brand, in the object the page imported', async () => {
    const module = await evaluate(storyBrandsModule(brands, 'default'));
    const { responsibleGamingRules } = module;
    expect(responsibleGamingRules.pages.EN?.helpline.name).toBe('Gambling Therapy (free online support)');
    module.activateBrand('lucky');
    expect(module.responsibleGamingRules).toBe(responsibleGamingRules);
    expect(responsibleGamingRules.pages.EN?.helpline).toMatchObject({ name: 'NCMH Crisis Hotline', phone: '1553' });
    expect(Object.keys(responsibleGamingRules.pages).sort()).toEqual(['EN', 'TH', 'TY']);
    // A story that changes the rules changes a copy.
    responsibleGamingRules.controls = ['timeOut'];
    module.activateBrand('default');
    module.activateBrand('lucky');
    expect(responsibleGamingRules.controls).toHaveLength(5);
  });

  it('falls back to the initial brand for an id no folder has', async () => {
    const module = await evaluate(storyBrandsModule(brands, 'lucky'));
    module.activateBrand('default');
    expect(module.activateBrand('gone').id).toBe('lucky');
    expect(module.brand.name).toBe('Lucky Star');
  });

  it('gives a story a copy: a change to the settings does not outlive the brand switch', async () => {
    const module = await evaluate(storyBrandsModule(brands, 'default'));
    module.activateBrand('lucky');
    module.brand.name = 'Changed by a story';
    module.activateBrand('default');
    module.activateBrand('lucky');
    expect(module.brand.name).toBe('Lucky Star');
  });

  it('makes virtual:playdeck/brand re-export the switchable objects', () => {
    expect(storyBrandModule).toBe('export { brand, brandImages, brandLocaleLoaders } from "virtual:playdeck/story-brands";');
  });

  it('makes virtual:playdeck/brand-rg re-export the switchable rules', () => {
    expect(storyResponsibleGamingModule).toBe('export { responsibleGamingRules } from "virtual:playdeck/story-brands";');
  });

  it('refuses an empty brand list', () => {
    expect(() => storyBrandsModule([], 'default')).toThrow('no brands found');
  });
});

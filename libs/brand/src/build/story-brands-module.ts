import type { LoadedBrand } from './load-brand';
import { brandRuntimeParts } from './runtime-module';

/** Storybook's module of every brand; `virtual:playdeck/brand` re-exports the active brand's objects from it. */
export const STORY_BRANDS_ID = 'virtual:playdeck/story-brands';

/** Storybook's `virtual:playdeck/brand`: the same three exports the app reads, filled by whichever brand is active. */
export const storyBrandModule = `export { brand, brandImages, brandLocaleLoaders } from ${JSON.stringify(STORY_BRANDS_ID)};`;

/** Storybook's `virtual:playdeck/brand-rg`: the active brand's responsible-gaming rules, switched with the brand. */
export const storyResponsibleGamingModule = `export { responsibleGamingRules } from ${JSON.stringify(STORY_BRANDS_ID)};`;

/**
 * Source of `virtual:playdeck/story-brands`: every brand's runtime modules (as the app build makes them) plus its
 * flags, agent menu and theme, and `activateBrand(id)`, which refills the exported objects in place and sets
 * globalThis.BRAND_FLAGS / BRAND_AGENT_MENU, so components read the brand exactly as in the app.
 */
export function storyBrandsModule(brands: readonly LoadedBrand[], initialId: string): string {
  if (!brands.length) throw new Error('Storybook: no brands found (expected brands/<id>/brand.json)');
  const lines: string[] = [];
  const entries = brands.map((loaded, index) => {
    const parts = brandRuntimeParts(loaded, `brand${index}image`);
    lines.push(...parts.imports);
    const { id, name, languages, flags, agentMenu, theme } = loaded.config;
    return (
      `${JSON.stringify(id)}: { summary: ${JSON.stringify({ id, name, languages, flags, agentMenu, theme })}, ` +
      `brand: ${parts.brand}, brandImages: ${parts.brandImages}, brandLocaleLoaders: ${parts.brandLocaleLoaders}, ` +
      `responsibleGamingRules: ${parts.responsibleGamingRules} }`
    );
  });
  const initial = brands.some((loaded) => loaded.config.id === initialId) ? initialId : brands[0]!.config.id;
  lines.push(
    `const runtimes = { ${entries.join(',\n')} };`,
    `export const storyBrands = Object.values(runtimes).map((runtime) => runtime.summary);`,
    `export const brand = {};`,
    `export const brandImages = {};`,
    `export const brandLocaleLoaders = {};`,
    `export const responsibleGamingRules = {};`,
    `const refill = (target, source) => { for (const key of Object.keys(target)) delete target[key]; Object.assign(target, source); };`,
    `let active;`,
    `export function activateBrand(id) {`,
    `  const next = Object.hasOwn(runtimes, id) ? id : ${JSON.stringify(initial)};`,
    `  if (next === active) return runtimes[next].summary;`,
    `  const runtime = runtimes[next];`,
    `  refill(brand, structuredClone(runtime.brand));`,
    `  refill(brandImages, runtime.brandImages);`,
    `  refill(brandLocaleLoaders, runtime.brandLocaleLoaders);`,
    `  refill(responsibleGamingRules, structuredClone(runtime.responsibleGamingRules));`,
    `  globalThis.BRAND_FLAGS = { ...runtime.summary.flags };`,
    `  globalThis.BRAND_AGENT_MENU = { ...runtime.summary.agentMenu };`,
    `  active = next;`,
    `  return runtime.summary;`,
    `}`,
    `activateBrand(${JSON.stringify(initial)});`,
  );
  return lines.join('\n');
}

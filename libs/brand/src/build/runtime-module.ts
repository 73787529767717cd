import type { LoadedBrand } from './load-brand';
import path from 'node:path';

/** The brand's responsible-gaming rules: a module of their own, imported lazily (loadResponsibleGamingRules). */
export const RESPONSIBLE_GAMING_ID = 'virtual:playdeck/brand-rg';

const toImportPath = (file: string) => file.split(path.sep).join('/');

export interface RuntimeParts {
  /** Import lines for the brand's images, as bundled asset URLs. */
  imports: string[];
  /** Object literals (JavaScript source) for the module's three exports. */
  brand: string;
  brandImages: string;
  brandLocaleLoaders: string;
  /** The brand's responsible-gaming rules (an object literal): `virtual:playdeck/brand-rg`'s, never the first render's. */
  responsibleGamingRules: string;
}

/** The brand's runtime settings, images and lazy locale loaders as source; `prefix` keeps several brands' imports apart. */
export function brandRuntimeParts(brand: LoadedBrand, prefix = 'image'): RuntimeParts {
  const {
    theme,
    $schema: _schema,
    flags: _flags,
    agentMenu: _agentMenu,
    icons: _icons,
    demo: _demo,
    responsibleGaming,
    // Build and server settings (host names, the Content-Security-Policy's origins): no player's code reads them.
    domains: _domains,
    externalOrigins: _externalOrigins,
    ...runtime
  } = brand.config;
  const images = Object.entries(theme.images);
  const imports = images.map(
    ([_key, asset], index) => `import ${prefix}${index} from ${JSON.stringify(toImportPath(path.join(brand.dir, asset)) + '?url')};`,
  );
  const loaders = Object.entries(brand.localeFiles).map(
    ([code, file]) => `${code}: () => import(${JSON.stringify(toImportPath(file!))}).then((m) => m.default)`,
  );
  return {
    imports,
    brand: JSON.stringify(runtime),
    brandImages: `{ ${images.map(([key], index) => `${key}: ${prefix}${index}`).join(', ')} }`,
    brandLocaleLoaders: `{ ${loaders.join(', ')} }`,
    responsibleGamingRules: JSON.stringify(responsibleGaming),
  };
}

/**
 * Source of the `virtual:playdeck/brand` module: the brand's runtime settings, its images as
 * bundled asset URLs and lazy loaders for its locale overrides. Theme tokens stay out: they become CSS.
 */
export function brandRuntimeModule(brand: LoadedBrand): string {
  const parts = brandRuntimeParts(brand);
  return [
    ...parts.imports,
    `export const brand = ${parts.brand};`,
    `export const brandImages = ${parts.brandImages};`,
    `export const brandLocaleLoaders = ${parts.brandLocaleLoaders};`,
  ].join('\n');
}

/**
 * Source of `virtual:playdeck/brand-rg`: the brand's responsible-gaming rules, apart from `virtual:playdeck/brand`
 * because home's first render carries that one and has no byte to spare; the app imports this one lazily.
 */
export function brandResponsibleGamingModule(brand: LoadedBrand): string {
  return `export const responsibleGamingRules = ${brandRuntimeParts(brand).responsibleGamingRules};`;
}

import type { LoadedBrand } from './load-brand';
import path from 'node:path';

const toImportPath = (file: string) => file.split(path.sep).join('/');

/**
 * Source of the `virtual:playdeck/brand` module: the brand's runtime settings, its images as
 * bundled asset URLs and lazy loaders for its locale overrides. Theme tokens stay out: they become CSS.
 */
export function brandRuntimeModule(brand: LoadedBrand): string {
  const { theme, $schema: _schema, flags: _flags, agentMenu: _agentMenu, icons: _icons, ...runtime } = brand.config;
  const images = Object.entries(theme.images);
  const lines = images.map(
    ([_key, asset], index) => `import image${index} from ${JSON.stringify(toImportPath(path.join(brand.dir, asset)) + '?url')};`,
  );
  lines.push(`export const brand = ${JSON.stringify(runtime)};`);
  lines.push(`export const brandImages = { ${images.map(([key], index) => `${key}: image${index}`).join(', ')} };`);
  const loaders = Object.entries(brand.localeFiles).map(
    ([code, file]) => `${code}: () => import(${JSON.stringify(toImportPath(file))}).then((m) => m.default)`,
  );
  lines.push(`export const brandLocaleLoaders = { ${loaders.join(', ')} };`);
  return lines.join('\n');
}

export { brandDefines } from './defines';
export { brandsRoot, listBrandIds, loadBrand, type LoadedBrand } from './load-brand';
export { ACTIVE_BRAND_JSON, activeBrandAlias, playdeckBrand, type PlaydeckBrandOptions } from './vite-plugin';
export { brandRuntimeModule } from './runtime-module';
export { brandJsonSchema, brandJsonSchemaText } from './json-schema';

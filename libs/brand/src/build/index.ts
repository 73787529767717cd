export { brandDefines } from './defines';
export { brandsRoot, listBrandIds, loadBrand, type LoadedBrand } from './load-brand';
export { ACTIVE_BRAND_JSON, activeBrandAlias, playdeckBrand, type PlaydeckBrandOptions } from './vite-plugin';
export { brandResponsibleGamingModule, brandRuntimeModule, RESPONSIBLE_GAMING_ID } from './runtime-module';
export { brandJsonSchema, brandJsonSchemaText } from './json-schema';
export { crossBrandClashes } from './cross-brand';
export {
  BRAND_ICONS,
  brandIconFiles,
  brandIconTags,
  brandWebManifest,
  FAVICON_ICO_FILE,
  faviconIco,
  WEB_MANIFEST_FILE,
  type BrandIconFile,
  type BrandIconKey,
} from './icons';
export { drawSquareIcon, MASKABLE_INSET, PLAIN_INSET, pngInIco, type LogoImage } from './draw-icon';
export { DICTIONARIES_DIR, describeUnknownLocaleKeys, dictionaryKeys, unknownLocaleKeys, type UnknownLocaleKeys } from './locale-keys';
export { checkBrand, formatBrandCheck, type BrandCheck } from './check-brand';
export { brandRuntimeParts, type RuntimeParts } from './runtime-module';
export { STORY_BRANDS_ID, storyBrandModule, storyBrandsModule, storyResponsibleGamingModule } from './story-brands-module';
export { playdeckStoryBrands, type PlaydeckStoryBrandsOptions } from './story-plugin';
export {
  DICTIONARY_ENTRY,
  LANGUAGE_FILE,
  dictionaryLanguages,
  languageFacts,
  missingDictionaryProblems,
  type LanguageFacts,
} from './dictionaries';
export { demoNames, type DemoNames } from '../demo-names';

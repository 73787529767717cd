// Runtime surface: constants, types and the active brand. The zod schema lives in '@playdeck/brand/schema'
// so it never reaches a player's bundle.
export * from './constants';
export type {
  AgentMenu,
  BrandConfig,
  BrandFlags,
  CurrencyConfig,
  FirebasePhoneAuthConfig,
  ResponsibleGamingPage,
  ResponsibleGamingRules,
  SignInConfig,
  ThemeTokens,
  ThemeVarTokens,
} from './schema';
export { brand, brandImages, brandLocaleLoaders, useBrand, type RuntimeBrand } from './runtime';
export { featureSwitchOn, type FeatureSwitch, type FeatureSwitchSource } from './feature-switches';
export { brandAgentMenu, brandFeatureOn } from './runtime-switches';
// The responsible-gaming rules' loader and hook are '@playdeck/brand/responsible-gaming': kept out of this module, which
// home's first render carries, so that their lazy import does not reshape its chunks.

// Runtime surface: constants, types and the active brand. The zod schema lives in '@playdeck/brand/schema'
// so it never reaches a player's bundle.
export * from './constants';
export type {
  AgentMenu,
  BrandConfig,
  BrandFlags,
  CurrencyConfig,
  FirebasePhoneAuthConfig,
  SignInConfig,
  ThemeTokens,
  ThemeVarTokens,
} from './schema';
export { brand, brandImages, brandLocaleLoaders, useBrand, type RuntimeBrand } from './runtime';

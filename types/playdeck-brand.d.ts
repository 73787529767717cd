/** Build-time brand constants, replaced by literals in each brand's bundle (libs/brand/src/build/defines.ts). */
declare const BRAND_FLAGS: Readonly<Record<import('../libs/brand/src/constants').WhitelabelFlag, boolean>>;
declare const BRAND_AGENT_MENU: Readonly<Record<import('../libs/brand/src/constants').AgentMenuKey, boolean>>;

declare module 'virtual:playdeck/brand' {
  type BrandConfig = import('../libs/brand/src/schema').BrandConfig;
  type LanguageCode = import('../libs/brand/src/constants').LanguageCode;
  export const brand: Omit<
    BrandConfig,
    'theme' | '$schema' | 'flags' | 'agentMenu' | 'demo' | 'responsibleGaming' | 'domains' | 'externalOrigins'
  >;
  export const brandImages: Record<keyof BrandConfig['theme']['images'], string>;
  export const brandLocaleLoaders: Partial<Record<LanguageCode, () => Promise<Record<string, string>>>>;
}

declare module 'virtual:playdeck/brand-rg' {
  export const responsibleGamingRules: import('../libs/brand/src/schema').ResponsibleGamingRules;
}

declare module '@playdeck/active-brand.json' {
  const config: import('../libs/brand/src/schema').BrandConfig;
  export default config;
}

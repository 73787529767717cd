/**
 * A platform language code ("EN", "TY" for Vietnamese, "TH"): upper-case letters. The languages the product ships
 * are the folders of libs/i18n/src/locales (one per code, lower-case), not a list in code; the brand build refuses
 * a brand language without one (libs/brand/src/build/dictionaries.ts).
 */
export type LanguageCode = string;
export const LANGUAGE_CODE_PATTERN = /^[A-Z]{2,3}$/;

/** Whitelabel module ids (spec section 3) that switch product behaviour per brand. */
export const WHITELABEL_FLAGS = [
  'CHNGPASSVERIF3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CBS3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** Agent menu module ids (spec section 6). */
export const AGENT_MENU_KEYS = [
  'AGEPAG',
  'TRANSREC3',
  'DOWNMAN',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'SECPRIV',
  'MAILCEN',
] as const;
export type AgentMenuKey = (typeof AGENT_MENU_KEYS)[number];

export const SOCIAL_NETWORKS = ['facebook', 'youtube', 'tiktok', 'instagram', 'zalo', 'telegram', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The reference platform's demo pages (apps/platform, modules/demo-pages): where the demo brands' links and a new
 * brand's (npm run new-brand) point until the operator gives their own. Paths, so they open on whichever host
 * serves the platform (api.origin, or the site's own origin, which proxies /wps).
 */
export const DEMO_LINKS = {
  customerService: '/wps/demo/customer-service',
  liveChat: '/wps/demo/live-chat',
  affiliate: '/wps/demo/affiliate',
  /** Demo app packages: `${appDownloads}/<name>.apk`, `.ipa` or `.mobileconfig`. */
  appDownloads: '/wps/demo/app',
} as const;

/**
 * The responsible-gaming controls a brand can offer its members (issue 33): deposit and loss limits, the session
 * reality check, a time-out and self-exclusion. brand.json's `responsibleGaming.controls` names the ones it offers.
 */
export const RESPONSIBLE_GAMING_CONTROLS = ['depositLimit', 'lossLimit', 'realityCheck', 'timeOut', 'selfExclusion'] as const;
export type ResponsibleGamingControl = (typeof RESPONSIBLE_GAMING_CONTROLS)[number];

import { z } from 'zod';

import { parseColor } from './contrast';
import {
  AGENT_MENU_KEYS,
  LANGUAGE_CODE_PATTERN,
  RESPONSIBLE_GAMING_CONTROLS,
  SOCIAL_NETWORKS,
  WHITELABEL_FLAGS,
  type SocialNetwork,
} from './constants';

const color = z
  .string()
  .regex(/^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(rgb|rgba|hsl|hsla)\([^)]*\))$/, {
    error: 'a colour: #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla()',
    abort: true,
  })
  // The contrast check reads every colour: rgb() and hsl() need three or four numbers in range.
  .refine((text) => parseColor(text) !== undefined, 'a colour whose rgb()/hsl() holds 3 or 4 numbers in range, e.g. rgb(14, 159, 110)');
const cssLength = z.string().regex(/^(0|\d+(\.\d+)?(px|rem|em|%))$/, 'a CSS length such as 8px, 0.5rem or 50%');
const httpUrl = z.url({ protocol: /^https?$/, error: 'an http(s) URL' });
/**
 * A path on the platform's origin (api.origin, or the site's own when that is empty, where /wps is proxied to
 * the platform), such as the reference platform's demo pages (/wps/demo/…); a path under /m/ is an app route.
 * One leading slash, no backslash, no space or control character: the app's URL guard opens nothing else.
 */
const platformPath = z
  .string()
  .regex(/^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/, 'an http(s) URL or a path on the platform such as /wps/demo/live-chat');
/** A link the app opens: an http(s) URL, or a page of the platform named by its path (works on any host). */
const linkUrl = z.union([httpUrl, platformPath], { error: 'an http(s) URL or a path on the platform such as /wps/demo/live-chat' });
const assetPath = z
  .string()
  .regex(/^assets\/[A-Za-z0-9._/-]+\.(svg|png|jpg|jpeg|webp|gif)$/, 'a file under the brand folder, e.g. assets/logo.svg');
/** An https origin and nothing more (no path, query or trailing slash): what a Content-Security-Policy names. */
const httpsOrigin = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/,
    'an https origin such as https://cdn.example.com (no path, no trailing slash)',
  );
const httpsOrigins = z
  .array(httpsOrigin)
  .max(10)
  .refine((origins) => new Set(origins).size === origins.length, 'each origin once')
  .default([]);
const hostname = z
  .string()
  .regex(/^(localhost|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+)$/, 'a host name such as m.example.com');

function booleanRecord<const K extends readonly string[]>(keys: K) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as { [P in K[number]]: z.ZodBoolean });
}

export const themeColorsSchema = z.strictObject({
  primary: color,
  onPrimary: color,
  secondary: color,
  onSecondary: color,
  background: color,
  surface: color,
  surfaceAlt: color,
  text: color,
  textMuted: color,
  border: color,
  success: color,
  warning: color,
  danger: color,
  headerBackground: color,
  headerText: color,
  footerBackground: color,
  footerText: color,
  footerActive: color,
  overlay: color,
});

export const themeSchema = z.strictObject({
  colors: themeColorsSchema,
  typography: z.strictObject({
    fontFamily: z.string().min(1),
    fontSize: z.strictObject({ xs: cssLength, sm: cssLength, md: cssLength, lg: cssLength, xl: cssLength }),
    fontWeight: z.strictObject({ regular: z.string().regex(/^\d{3}$/), bold: z.string().regex(/^\d{3}$/) }),
    lineHeight: z.string().regex(/^\d+(\.\d+)?$/, 'a unitless line height such as 1.4'),
  }),
  radii: z.strictObject({ sm: cssLength, md: cssLength, lg: cssLength, pill: cssLength }),
  spacing: z.strictObject({ xs: cssLength, sm: cssLength, md: cssLength, lg: cssLength, xl: cssLength }),
  images: z.strictObject({
    logo: assetPath,
    /** The first slide of home's carousel, drawn 750 × 300: prerendered into index.html, so it paints before any script. */
    heroBanner: assetPath,
    defaultBanner: assetPath,
    defaultGame: assetPath,
  }),
});
export type ThemeTokens = z.infer<typeof themeSchema>;
/** The theme without images: the values that become CSS variables. */
export type ThemeVarTokens = Omit<ThemeTokens, 'images'>;

/** Feedback bounds a brand gets when its brand.json names none. */
export const DEFAULT_FEEDBACK_WORDS = { minWords: 5, maxWords: 500 } as const;

/**
 * A sign-in provider's adapter: the provider's own SDK with the brand's app id (loaded only then), or the
 * development adapter, whose unsigned tokens only a platform outside production mode accepts.
 */
const providerSignIn = z.union([
  z.strictObject({ appId: z.string().regex(/^[A-Za-z0-9._-]{4,200}$/, "the provider's app id (Google: the OAuth client id)") }),
  z.strictObject({ development: z.literal(true) }),
]);

/**
 * Firebase Auth's phone sign-in with the web app's config from the Firebase console (`firebaseConfig`): its SDK
 * loads only for a brand that names it, when a number is first verified.
 */
const firebasePhoneAuth = z.strictObject({
  apiKey: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "the Firebase web app's API key"),
  authDomain: hostname,
  projectId: z.string().regex(/^[a-z0-9-]{4,40}$/, 'the Firebase project id'),
  appId: z.string().regex(/^\d+:\d+:web:[0-9a-f]+$/, "the Firebase web app's id, e.g. 1:1234567890:web:abc123"),
});

/** Sign-in providers (issue 17 item 2); the buttons also need their whitelabel flag (FACEBOOKLOGIN3, GOOGLELOGIN3). */
export const signInSchema = z.strictObject({
  facebook: providerSignIn.optional(),
  google: providerSignIn.optional(),
  /**
   * Phone verification through a third-party phone-auth service (spec section 7): Firebase, or the development
   * service. Configured, it verifies every number in place of the platform's SMS codes: login verification
   * (login_verify_required), registration by mobile number and set password by phone.
   */
  phoneAuth: z.union([firebasePhoneAuth, z.strictObject({ development: z.literal(true) })]).optional(),
});
export type FirebasePhoneAuthConfig = z.infer<typeof firebasePhoneAuth>;
export type SignInConfig = z.infer<typeof signInSchema>;

/**
 * The app and the platform keep money as integer minor units of 1/100 and the contract's wire amounts carry at
 * most 2 decimals (libs/api/src/contract/money-units.ts), so a minor unit of any other size is refused here
 * rather than accepted and then ignored.
 */
export const SUPPORTED_MINOR_DIGITS = 2;

/** The brand's currency: every money figure in the app shows its symbol and display decimals. */
export const currencySchema = z.strictObject(
  {
    code: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code: 3 capital letters, such as VND or PHP'),
    symbol: z
      .string()
      .trim()
      .min(1, 'a short currency symbol such as ₫ or $ (1 to 5 characters)')
      .max(5, 'a short currency symbol such as ₫ or $ (1 to 5 characters)'),
    minorDigits: z.literal(SUPPORTED_MINOR_DIGITS, {
      error: `expected ${SUPPORTED_MINOR_DIGITS}: the app and platform keep amounts in minor units of 1/100 and the contract carries at most 2 decimals, so no other minor unit is supported`,
    }),
    displayDecimals: z
      .number({ error: 'a whole number of decimals from 0 to 2' })
      .int('a whole number of decimals from 0 to 2')
      .min(0, 'a whole number of decimals from 0 to 2')
      .max(SUPPORTED_MINOR_DIGITS, 'a whole number of decimals from 0 to 2: no more than the minor unit has'),
  },
  {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? 'an object { code, symbol, minorDigits, displayDecimals }, e.g. { "code": "VND", "symbol": "₫", "minorDigits": 2, "displayDecimals": 0 }'
        : undefined,
  },
);
export type CurrencyConfig = z.infer<typeof currencySchema>;

// Which codes have a dictionary is the locale folders' business, checked where files can be read (loadBrand).
const languageCode = z.string().regex(LANGUAGE_CODE_PATTERN, 'a platform language code: 2 or 3 upper-case letters (EN, TY, TH)');

/** A demo member's nickname, under the same rule the platform holds a member's own nickname to (2-20 letters or digits). */
const demoNickname = z
  .string()
  .min(2)
  .max(20)
  .regex(/^[\p{L}\p{M}\p{N}]+(?:[ ._-][\p{L}\p{M}\p{N}]+)*$/u, 'letters and digits, words joined by one space, dot, dash or underscore');

/**
 * Names the reference platform gives this brand's demo accounts (member01, agent01, agent02). Optional: each
 * name left out is derived from the brand's name (`demoNames` in '@playdeck/brand/demo').
 */
export const demoSchema = z.strictObject({
  memberName: demoNickname.optional(),
  agentName: demoNickname.optional(),
  subAgentName: demoNickname.optional(),
});
export type DemoConfig = z.infer<typeof demoSchema>;

/**
 * A link players open from the app: an http(s) URL that the app's one URL check (libs/routes navigable-url) lets
 * through: the scheme spelt out with `//` and a host, no user name or password, no backslash or control character.
 * The same rules, not an import: the build loads this file in Node, outside the workspace's path aliases
 * (responsible-gaming-schema.spec.ts holds the two to the same answers).
 */
function isNavigableHttpUrl(url: string): boolean {
  if (!/^https?:\/\/[^/\\]/i.test(url) || /[\\\u0000-\u001f\u007f]/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}
const navigableHttpUrl = z
  .string()
  .refine(isNavigableHttpUrl, 'an http(s) URL such as https://example.org/help, with a host and no user name or password');

const rgHelpline = z
  .strictObject({
    name: z.string().trim().min(1, "the helpline's name (1 to 80 characters)").max(80, "the helpline's name (1 to 80 characters)"),
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{2,23}[0-9]$/, 'a phone number of digits, spaces, dashes or brackets, e.g. +63 2 8888 0000 or 1800 858 858')
      .optional(),
    url: navigableHttpUrl.optional(),
  })
  .refine((helpline) => helpline.phone !== undefined || helpline.url !== undefined, 'a phone number, a URL or both');

const rgLink = z.strictObject({
  label: z.string().trim().min(1, 'a label of 1 to 80 characters').max(80, 'a label of 1 to 80 characters'),
  url: navigableHttpUrl,
});

/** What the responsible-gaming page shows for one market (a language of the brand): where to get help. */
const rgPage = z.strictObject({
  helpline: rgHelpline,
  links: z.array(rgLink).max(10, 'at most 10 links').default([]),
});

const rgControl = z.enum(RESPONSIBLE_GAMING_CONTROLS, { error: `one of ${RESPONSIBLE_GAMING_CONTROLS.join(', ')}` });

/** What a brand that names no responsible-gaming rules gets: every control, no limit asked at registration, no helpline. */
export const DEFAULT_RESPONSIBLE_GAMING = {
  controls: [...RESPONSIBLE_GAMING_CONTROLS],
  depositLimitAtRegistration: false,
  pages: {},
};

/**
 * The brand's responsible-gaming rules (issue 33 item 4): the controls it offers (the security centre shows only
 * these), whether registration asks for a deposit limit, and per language its page's helpline and links. Not in
 * the first render's brand module: the app loads them lazily (`loadResponsibleGamingRules`).
 */
export const responsibleGamingSchema = z
  .strictObject({
    controls: z
      .array(rgControl)
      .min(1, 'at least one control: a licensed brand lets its players limit their play')
      .refine((controls) => new Set(controls).size === controls.length, 'each control once')
      .default(DEFAULT_RESPONSIBLE_GAMING.controls),
    depositLimitAtRegistration: z.boolean().default(DEFAULT_RESPONSIBLE_GAMING.depositLimitAtRegistration),
    /** Keyed by language code (the brand's supported languages); a language without one shows the default language's. */
    pages: z
      .record(languageCode, rgPage, {
        error: (issue) => (issue.code === 'invalid_key' ? 'a platform language code: 2 or 3 upper-case letters (EN, TY, TH)' : undefined),
      })
      .default(DEFAULT_RESPONSIBLE_GAMING.pages),
  })
  .refine((rules) => !rules.depositLimitAtRegistration || rules.controls.includes('depositLimit'), {
    message: 'depositLimitAtRegistration needs "depositLimit" in controls',
    path: ['depositLimitAtRegistration'],
  });
export type ResponsibleGamingRules = z.infer<typeof responsibleGamingSchema>;
export type ResponsibleGamingPage = z.infer<typeof rgPage>;

export const brandSchema = z
  .strictObject({
    $schema: z.string().optional(),
    id: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, 'lower-case letters, digits and dashes, starting with a letter'),
    name: z.string().min(1).max(40),
    merchantCode: z.string().regex(/^[A-Za-z0-9_]{2,32}$/, 'letters, digits and underscores'),
    domains: z.array(hostname).min(1),
    languages: z.strictObject({
      default: languageCode,
      supported: z.array(languageCode).min(1),
    }),
    minimumAge: z.union([z.literal(18), z.literal(21)], { error: 'expected 18 or 21' }),
    currency: currencySchema,
    /** Bounds of a member's feedback, in words (spec section 5: "feedback length between {0} and {1} words"). */
    feedback: z
      .strictObject({
        minWords: z.number().int().min(1).max(1000).default(DEFAULT_FEEDBACK_WORDS.minWords),
        maxWords: z.number().int().min(1).max(1000).default(DEFAULT_FEEDBACK_WORDS.maxWords),
      })
      .refine((bounds) => bounds.minWords <= bounds.maxWords, { message: 'minWords must not exceed maxWords', path: ['minWords'] })
      .default(DEFAULT_FEEDBACK_WORDS),
    flags: booleanRecord(WHITELABEL_FLAGS),
    agentMenu: booleanRecord(AGENT_MENU_KEYS),
    /** Agent features the spec leaves to the operator: `dividend` shows the dividend item in the agent home's footer. */
    agent: z.strictObject({ dividend: z.boolean() }),
    templates: z.strictObject({
      memberCentre: z.enum(['base', 'new']),
      deposit: z.enum(['base', 'new']),
    }),
    api: z.strictObject({
      /** Empty means same origin: /wps, /lgw and /lotto are proxied by the host that serves the bundle. */
      origin: z.union([z.literal(''), httpUrl]),
    }),
    /**
     * Other sites the brand's pages load from, which its Content-Security-Policy must admit (fixed at build:
     * the deployed nginx configuration and `npm start` send it). The platform's own origin (api.origin) and
     * links.liveChat's and links.customerService's (the live chat opens it in a frame) are admitted without being
     * listed here.
     */
    externalOrigins: z
      .strictObject({
        /** Where the platform's `imageCDNs` (spec section 9) and banners point: images only. */
        imageCDNs: httpsOrigins,
        /** Live chat or customer-service pages opened in a frame of the app, beyond links.customerService's site. */
        liveChat: httpsOrigins,
      })
      .default({ imageCDNs: [], liveChat: [] }),
    /**
     * Where the app sends players. Each is an http(s) URL or a path on the platform (see platformPath): the demo
     * brands point at the reference platform's demo pages (DEMO_LINKS), which an operator replaces with their own.
     */
    links: z.strictObject({
      customerService: linkUrl,
      /** The chat page CBS_launchChat opens in the app (/m/liveChat); without it, customerService. */
      liveChat: linkUrl.optional(),
      affiliate: linkUrl.optional(),
      appDownloads: z.strictObject({
        ios: linkUrl.optional(),
        android: linkUrl.optional(),
        mobileConfig: linkUrl.optional(),
        /** The version of the native app the ios and android links serve, e.g. 2.4.0; an older app is asked to update. */
        latestVersion: z
          .string()
          .regex(/^\d+(\.\d+){0,3}$/, 'a version such as 2.4.0')
          .optional(),
      }),
      social: z.strictObject(
        Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpUrl.optional()])) as {
          [P in SocialNetwork]: z.ZodOptional<typeof httpUrl>;
        },
      ),
    }),
    signIn: signInSchema.default({}),
    /** The operator's licence note on /m/other; empty hides the note (a new brand until its operator writes one). */
    licence: z.string(),
    /**
     * The operator's own icons, each optional: the build draws any not named here from the logo (the favicon,
     * iOS's home-screen icon, the web app manifest's 192 and 512 px icons and its maskable one).
     */
    icons: z
      .strictObject({
        favicon: assetPath.optional(),
        appleTouch: assetPath.optional(),
        app192: assetPath.optional(),
        app512: assetPath.optional(),
        maskable512: assetPath.optional(),
      })
      .optional(),
    responsibleGaming: responsibleGamingSchema.default(DEFAULT_RESPONSIBLE_GAMING),
    /** What the reference platform's demo world calls this brand's demo accounts; never shipped to the app. */
    demo: demoSchema.optional(),
    theme: themeSchema,
  })
  .superRefine((brand, ctx) => {
    if (!brand.languages.supported.includes(brand.languages.default)) {
      ctx.addIssue({
        code: 'custom',
        path: ['languages', 'default'],
        message: `expected one of the supported languages (${brand.languages.supported.join(', ')})`,
      });
    }
    if (new Set(brand.languages.supported).size !== brand.languages.supported.length) {
      ctx.addIssue({ code: 'custom', path: ['languages', 'supported'], message: 'expected each language once' });
    }
    for (const code of Object.keys(brand.responsibleGaming.pages)) {
      if (brand.languages.supported.includes(code)) continue;
      ctx.addIssue({
        code: 'custom',
        path: ['responsibleGaming', 'pages', code],
        message: `a page for one of the supported languages (${brand.languages.supported.join(', ')})`,
      });
    }
  });

export type BrandConfig = z.infer<typeof brandSchema>;
export type BrandFlags = BrandConfig['flags'];
export type AgentMenu = BrandConfig['agentMenu'];

// The headers every answer of a brand's bundle carries (tools/scripts/brand-server.mjs on `npm start`, and
// the nginx configuration each build writes, tools/vite/deploy-config): a strict Content-Security-Policy and
// the usual set. The policy allows no inline script at all; the one inline <style> (the prerendered shell's) by
// its hash; and beyond the page's own origin only the sites the brand's brand.json names (brandPolicyOrigins).

/** Features the app never uses, refused to it and to anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

export const HSTS = 'max-age=31536000; includeSubDomains';

/** What each sign-in provider's SDK loads and calls (its script, its styles, its API), allowed only for a brand using it. */
export const SIGN_IN_SDK_ORIGINS = {
  google: ['https://accounts.google.com'],
  facebook: ['https://connect.facebook.net', 'https://www.facebook.com', 'https://graph.facebook.com'],
  // Firebase phone auth: its SDK (gstatic), the invisible reCAPTCHA it runs (google, gstatic) and its API.
  phoneAuth: [
    'https://www.gstatic.com',
    'https://www.google.com',
    'https://apis.google.com',
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
  ],
};

/** The origins of the SDKs a brand's `signIn` loads: providers and phone auth configured with an app id (not the development adapters). */
export function signInSdkOrigins(signIn = {}) {
  return Object.entries(SIGN_IN_SDK_ORIGINS).flatMap(([provider, origins]) => (signIn[provider]?.appId ? origins : []));
}

const unique = (values) => [...new Set(values.filter(Boolean))];
const originOf = (url) => new URL(url).origin;
/**
 * The origin a brand link opens on: its own, or for a path (a page of the platform, such as its demo live chat)
 * the platform's, api.origin; null when that is the page's own origin ('self').
 */
const linkOrigin = (link, apiOrigin) => (link.startsWith('/') ? (apiOrigin ? originOf(apiOrigin) : null) : originOf(link));

/**
 * The sites a brand's pages load from besides their own origin, from its brand.json: the platform's origin when
 * it is separate (api.origin: calls and images), the image CDNs (externalOrigins.imageCDNs: images only), the
 * live chat's sites (links.liveChat's and links.customerService's, which the live chat opens, and
 * externalOrigins.liveChat: frames only; a link that is a path opens on the platform's origin), and the sign-in SDKs the brand configures (signInSdkOrigins; Firebase's
 * auth domain may frame too).
 */
export function brandPolicyOrigins(config) {
  const external = config.externalOrigins ?? {};
  const phoneAuthDomain = config.signIn?.phoneAuth?.authDomain;
  const sdkOrigins = signInSdkOrigins(config.signIn);
  return {
    origins: config.api?.origin ? [originOf(config.api.origin)] : [],
    imageOrigins: unique([...(external.imageCDNs ?? [])]),
    frameOrigins: unique([
      ...[config.links.liveChat, config.links.customerService].filter(Boolean).map((link) => linkOrigin(link, config.api?.origin)),
      ...(external.liveChat ?? []),
      ...(phoneAuthDomain ? [`https://${phoneAuthDomain}`] : []),
    ]),
    ...(sdkOrigins.length > 0 ? { sdkOrigins } : {}),
  };
}

/**
 * The Content-Security-Policy of a brand's pages. `styleHashes`: the 'sha256-…' sources of the build's inline
 * styles; `origins`: the platform's (and its CDN's) origins when they are not the page's own ('' = same origin);
 * `imageOrigins`: image CDNs; `frameOrigins`: the pages the app frames (live chat); `sdkOrigins`: the sign-in
 * providers' SDKs the brand configures (signInSdkOrigins), allowed to run, be called and frame. Nothing may frame
 * the app.
 */
export function contentSecurityPolicy({ styleHashes = [], origins = [], imageOrigins = [], frameOrigins = [], sdkOrigins = [] } = {}) {
  const sources = (...lists) => unique(lists.flat()).join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(["'self'"], sdkOrigins)}`,
    `style-src ${sources(["'self'"], styleHashes, sdkOrigins)}`,
    `img-src ${sources(["'self'", 'data:', 'blob:'], origins, imageOrigins)}`,
    "font-src 'self' data:",
    `connect-src ${sources(["'self'"], origins, sdkOrigins)}`,
    "media-src 'self' blob:",
    `frame-src ${sources(["'self'"], frameOrigins, sdkOrigins)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of a brand's answer; HSTS only when the page was reached over HTTPS. */
export function brandSecurityHeaders(policy, { https = false } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

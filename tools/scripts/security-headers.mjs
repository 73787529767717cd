// The headers every answer of a brand's bundle carries (tools/scripts/brand-server.mjs on `npm start`, and
// deploy/nginx through the snippet each build writes): a strict Content-Security-Policy and the usual set.
// The policy allows no inline script at all; the one inline <style> (the prerendered shell's) by its hash.

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

/**
 * The Content-Security-Policy of a brand's pages. `styleHashes`: the 'sha256-…' sources of the build's inline
 * styles; `origins`: the platform's (and its CDN's) origins when they are not the page's own ('' = same origin);
 * `sdkOrigins`: the sign-in providers' SDKs the brand configures (signInSdkOrigins), allowed to run and be called.
 * Live chat and games open https pages in a frame of the app; nothing may frame the app.
 */
export function contentSecurityPolicy({ styleHashes = [], origins = [], sdkOrigins = [] } = {}) {
  const others = origins.filter(Boolean);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...sdkOrigins].join(' '),
    ["style-src 'self'", ...styleHashes, ...sdkOrigins].join(' '),
    ["img-src 'self' data: blob:", ...others].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...others, ...sdkOrigins].join(' '),
    "media-src 'self' blob:",
    "frame-src 'self' https:",
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

/** The nginx snippet a build writes for its brand: the policy as a variable the shared headers file sends. */
export function nginxPolicySnippet(policy) {
  return `# Written by the build (tools/vite/prerendered-shell): this brand's Content-Security-Policy.\nset $playdeck_csp "${contentSecurityPolicy(policy)}";\n`;
}

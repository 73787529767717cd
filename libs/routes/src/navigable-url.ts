/**
 * The one check for every URL the app navigates to or opens (issue 16 item 1): game launch links,
 * app-download and iOS profile links, links in server HTML, customer service, live chat, affiliate.
 *
 * Only two kinds pass:
 * - `route`: an in-app path under /m/ (after the browser's own normalisation, so `/m/../x` does not pass);
 *   `href` is that normalised path with its query and fragment.
 * - `external`: an absolute http(s) URL with a host and no user name or password; `href` is the parsed URL.
 * Callers that offer contact links (customer service) may also allow `mailto:` and `tel:` (`contact`).
 *
 * Everything else is refused: script, data, blob, file and other schemes however they are spelt (case,
 * leading spaces or control characters, tabs or new lines inside the scheme), protocol-relative `//host`
 * and `\\host`, backslashes, and anything the URL parser does not accept. A refused URL is never
 * navigated to; the caller shows `URL_REFUSED_MESSAGE`.
 */
export type NavigableUrl = { kind: 'route'; href: string } | { kind: 'external'; href: string };
export type UrlCheck = NavigableUrl | { kind: 'refused' };

export interface UrlCheckOptions {
  /** Also allow mailto: and tel: (opened by the device's mail or phone app, never as a page). */
  contact?: boolean;
  /**
   * The app's own origin (location.origin), for links that may be a page of this site outside the app, such
   * as the reference platform's demo game at /wps/game/demo/play/…: such a path becomes an `external`
   * URL on this origin. Without it, a path outside /m/ is refused.
   */
  origin?: string;
}

/** The i18n key (common group) of the message a refused URL shows. */
export const URL_REFUSED_MESSAGE = 'url_refused';

const REFUSED: UrlCheck = { kind: 'refused' };
// Any C0 control character or DEL: browsers drop some of them inside a scheme (`java\tscript:`), so a URL
// holding one is refused rather than cleaned.
const CONTROL = /[\u0000-\u001f\u007f]/;
// Spaces at either end are dropped (servers pad links); the rest of the string must be clean.
const EDGE_SPACES = /^[ \u00a0\u3000\ufeff]+|[ \u00a0\u3000\ufeff]+$/g;
const WEB_SCHEMES = new Set(['http:', 'https:']);
const CONTACT_SCHEMES = new Set(['mailto:', 'tel:']);
// A base that is never a real origin: a path resolved against it stays on it only when it is a path.
const ROUTE_BASE = 'https://app.invalid';

/** What the URL parser makes of `value` (against `base`), or null where it refuses it. */
function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function checkRoute(value: string, options: UrlCheckOptions): UrlCheck {
  if (value.startsWith('//')) return REFUSED;
  const parsed = parseUrl(value, ROUTE_BASE);
  if (!parsed) return REFUSED;
  if (parsed.origin !== ROUTE_BASE) return REFUSED;
  const inApp = parsed.pathname === '/m' || parsed.pathname.startsWith('/m/');
  if (inApp) return { kind: 'route', href: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return options.origin ? onOrigin(value, options.origin) : REFUSED;
}

function onOrigin(path: string, origin: string): UrlCheck {
  const base = parseUrl(origin);
  if (!base || !WEB_SCHEMES.has(base.protocol)) return REFUSED;
  const parsed = new URL(path, base.origin);
  return parsed.origin === base.origin ? { kind: 'external', href: parsed.href } : REFUSED;
}

function checkAbsolute(value: string, options: UrlCheckOptions): UrlCheck {
  const parsed = parseUrl(value);
  if (!parsed) return REFUSED;
  if (options.contact && CONTACT_SCHEMES.has(parsed.protocol)) return { kind: 'external', href: parsed.href };
  if (!WEB_SCHEMES.has(parsed.protocol) || !parsed.hostname) return REFUSED;
  // `https://bank.example@evil.example` reads as one host and goes to another.
  if (parsed.username || parsed.password) return REFUSED;
  // The scheme must be spelt out as such: `https:evil.example` and `https:/evil` are not links a platform sends.
  if (!/^https?:\/\/[^/]/i.test(value)) return REFUSED;
  return { kind: 'external', href: parsed.href };
}

export function checkNavigableUrl(url: unknown, options: UrlCheckOptions = {}): UrlCheck {
  if (typeof url !== 'string') return REFUSED;
  const value = url.replace(EDGE_SPACES, '');
  if (!value || CONTROL.test(value) || value.includes('\\')) return REFUSED;
  return value.startsWith('/') ? checkRoute(value, options) : checkAbsolute(value, options);
}

/** The href of a URL that passes, or null. */
export function navigableHref(url: unknown, options?: UrlCheckOptions): string | null {
  const checked = checkNavigableUrl(url, options);
  return checked.kind === 'refused' ? null : checked.href;
}

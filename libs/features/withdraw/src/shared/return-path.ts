import { paths, withQuery } from '@playdeck/routes';

/** The query parameter naming the in-app page a money screen returns to once its step is done. */
export const RETURN_PARAM = 'redirect';

const APP_PREFIX = '/m/';
const PROBE_ORIGIN = 'http://app.invalid';

/**
 * The in-app path to return to: `target` when it is a path of this app (/m/…), else `fallback`. Anything
 * that could leave the app (another origin, `//host`, `\`, a scheme) or loop into login is refused.
 */
export function safeReturnPath(target: string | null | undefined, fallback: string): string {
  if (!target || !target.startsWith(APP_PREFIX) || target.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(APP_PREFIX)) return fallback;
  if (url.pathname.replace(/\/+$/, '') === paths.login) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with the page to come back to: withReturn(paths.paymentPassword, '/m/withdraw'). */
export function withReturn(path: string, returnTo: string): string {
  return withQuery(path, { [RETURN_PARAM]: returnTo });
}

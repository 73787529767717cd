import { APP_PATH_PREFIX, loginPaths } from './login-paths';

const PROBE_ORIGIN = 'http://app.invalid';

/**
 * Where to go after logging in: the `redirect` query value when it is an in-app path (/m/…), else home.
 * Anything that could leave the app (another origin, `//host`, `\`, a scheme) or loop back to login goes home.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith(APP_PATH_PREFIX) || target.includes('\\')) return loginPaths.home;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return loginPaths.home;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(APP_PATH_PREFIX)) return loginPaths.home;
  if (url.pathname.replace(/\/+$/, '') === loginPaths.login) return loginPaths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

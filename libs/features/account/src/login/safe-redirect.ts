import { checkNavigableUrl } from '@playdeck/routes';
import { APP_PATH_PREFIX, loginPaths } from './login-paths';

/**
 * Where to go after logging in: the `redirect` query value when the app's URL guard finds it an in-app path
 * (/m/…), else home. Anything that could leave the app (another origin, `//host`, `\`, a scheme) or loop back
 * to login goes home.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith(APP_PATH_PREFIX)) return loginPaths.home;
  const checked = checkNavigableUrl(target);
  if (checked.kind !== 'route') return loginPaths.home;
  const pathname = checked.href.split(/[?#]/, 1)[0]!;
  if (pathname.replace(/\/+$/, '') === loginPaths.login) return loginPaths.home;
  return checked.href;
}

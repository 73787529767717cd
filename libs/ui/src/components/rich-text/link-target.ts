import { checkNavigableUrl, paths } from '@playdeck/routes';

export type LinkTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

// A bare route name ("activity", "m/vip?x=1"): a word, then anything, with no scheme before it.
const BARE_ROUTE = /^[a-z0-9_-]+(?:[/?#]|$)/i;

/** Server HTML names app routes loosely (spec section 2): "/m/activity", "m/vip?x=1", "activity", "/". */
function appPath(value: string): string {
  if (value === '/') return paths.home;
  if (value.startsWith('/')) return value.startsWith('/m/') || value === '/m' ? value : `/m${value}`;
  return value.startsWith('m/') ? `/${value}` : `/m/${value}`;
}

/**
 * Where a link in server HTML goes (spec section 2, announcement popup): judged by the app's URL guard
 * (checkNavigableUrl) after loose route names are made paths. http(s) links open outside the app, in-app
 * routes stay in it; script, data, other schemes, protocol-relative and anything the guard refuses go nowhere.
 */
export function linkTarget(href: string | null | undefined): LinkTarget | null {
  const value = href?.trim();
  if (!value || value === '#') return null;
  const loose = value.startsWith('/') ? !value.startsWith('//') : BARE_ROUTE.test(value) && !/^[a-z][a-z0-9+.-]*:/i.test(value);
  const checked = checkNavigableUrl(loose ? appPath(value) : value);
  if (checked.kind === 'external') return { kind: 'external', url: checked.href };
  if (checked.kind === 'route') return { kind: 'internal', path: checked.href };
  return null;
}

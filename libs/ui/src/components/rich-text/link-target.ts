export type LinkTarget = { kind: 'external'; url: string } | { kind: 'internal'; path: string };

/**
 * Where a link in server HTML goes (spec section 2, announcement popup): http(s) links open outside the
 * app, anything else is an in-app route ("/m/activity", "m/vip?x=1", "activity"). Script and data URLs, and
 * protocol-relative or other-scheme links, go nowhere.
 */
export function linkTarget(href: string | null | undefined): LinkTarget | null {
  const value = href?.trim();
  if (!value || value === '#') return null;
  if (/^https?:\/\//i.test(value)) return { kind: 'external', url: value };
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const path = value.startsWith('/') ? value : `/${value}`;
  return { kind: 'internal', path: path.startsWith('/m/') || path === '/m' || path === '/' ? path : `/m${path}` };
}

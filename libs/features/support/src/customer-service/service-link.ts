import { checkNavigableUrl } from '@playdeck/routes';

/**
 * How a customer-service address opens, judged by the app's URL guard: http(s) in a new tab, mailto and
 * tel with the device's app; anything else (javascript:, data:, a relative path) is not offered.
 */
export function serviceHref(url: string): { href: string; newTab: boolean } | null {
  const checked = checkNavigableUrl(url, { contact: true });
  if (checked.kind !== 'external') return null;
  return { href: checked.href, newTab: /^https?:/i.test(checked.href) };
}

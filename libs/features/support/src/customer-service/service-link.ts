/**
 * How a customer-service address opens: http(s) in a new tab, mailto and tel with the device's app;
 * anything else (javascript:, data:, a relative path) is not offered.
 */
export function serviceHref(url: string): { href: string; newTab: boolean } | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return { href: parsed.toString(), newTab: true };
  if (parsed.protocol === 'mailto:' || parsed.protocol === 'tel:') return { href: parsed.toString(), newTab: false };
  return null;
}

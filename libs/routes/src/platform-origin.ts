/**
 * Where a link that is a path outside the app opens (a page of the platform, such as the demo live chat a
 * brand.json link names): the platform's origin. The app sets it once at start from brand.api.origin
 * (apps/mobile main.tsx); unset or empty, the site's own origin, which proxies /wps to the platform. Kept here,
 * not read from the brand, because GuardedLink sits in @playdeck/ui, whose barrel .css.ts files evaluate
 * without the brand's virtual module.
 */
let configured = '';

export function setPlatformOrigin(origin: string): void {
  configured = origin ? new URL(origin).origin : '';
}

export function platformOrigin(win: { location: Partial<Pick<Location, 'origin'>> } = window): string {
  return configured || (win.location.origin ?? '');
}

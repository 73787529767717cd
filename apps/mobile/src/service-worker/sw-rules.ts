/** The message the page sends a waiting service worker when the player chooses to load the new version. */
export const SKIP_WAITING = 'playdeck:skip-waiting';

/** Where the platform serves its pictures (game icons, banners, demo art): cached as the page shows them. */
const PLATFORM_IMAGES = /^\/wps\/static\//;

/**
 * Whether the service worker keeps a request's answer: a GET of one of the contract's public reads (called
 * without a session, so no member's data), or a platform image. Everything else (sign-in, balances, money,
 * a member's records) goes to the network untouched.
 */
export function isCachedRead(method: string, pathname: string, destination: string, publicReads: readonly string[]): boolean {
  if (method !== 'GET') return false;
  if (destination === 'image') return PLATFORM_IMAGES.test(pathname);
  return publicReads.includes(pathname);
}

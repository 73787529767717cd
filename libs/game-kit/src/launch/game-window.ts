import { navigableHref } from '@playdeck/routes';

/**
 * Where a launched game opens: this window. The platform's link is one-time and a new window is often
 * blocked on phones once the launch call has answered; the game page has its own way back (a seam for tests).
 */
export const gameWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * The launch URL the platform answered, if the app may open it (the URL guard): an http(s) game page, a
 * page of this site (the reference platform's demo game) or an app route. Null for anything else — a
 * `javascript:` or `data:` link from a hostile vendor is never handed to the window.
 */
export function checkedLaunchUrl(url: unknown, origin: string = window.location.origin): string | null {
  return navigableHref(url, { origin });
}

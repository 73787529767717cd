/*
 * index.html carries a prerendered shell of the entry route (tools/vite/prerendered-shell): it paints before any
 * script. The app renders under it and the shell goes once the app shows the same view, so the swap neither
 * flashes nor shifts anything.
 */

/** Longest the shell may stay when the app never shows its view (a failed chunk, an error page). */
export const SHELL_TAKEOVER_TIMEOUT_MS = 10_000;

/** The app element that shows the shell's route is really up, besides the route's <main>. */
const HEADER_OF_ROUTE: Record<string, string | undefined> = {
  home: '[data-testid="home-header"]',
  gameList: '[data-testid="app-header"]',
  activity: '[data-testid="app-header"]',
  login: '[data-testid="login-back"]',
};

/** The app's image that the shell's first image (shell-first-image.ts) stands for. */
const FIRST_IMAGE_OF_ROUTE: Record<string, string | undefined> = {
  gameList: 'img[data-testid="game-list-banner"]',
  activity: 'img[data-testid="promotion-card-image"]',
};

function imagePainted(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth > 0;
}

/**
 * Whether `app` shows what the shell shows: the route's header; on home, the shell's banner loaded; on the game
 * list and promotions, when the shell shows its first image (`shellFirstImage` with a src), the app's own loaded.
 */
export function appShowsShellView(
  app: ParentNode,
  route: string,
  firstBannerSrc: string | undefined,
  shellFirstImage?: HTMLImageElement | null,
): boolean {
  if (!app.querySelector(`main[data-route="${route}"]`)) return false;
  const header = HEADER_OF_ROUTE[route];
  if (header && !app.querySelector(header)) return false;
  const firstImage = FIRST_IMAGE_OF_ROUTE[route];
  if (firstImage && shellFirstImage?.isConnected && shellFirstImage.hasAttribute('src')) {
    if (![...app.querySelectorAll<HTMLImageElement>(firstImage)].some(imagePainted)) return false;
  }
  if (!firstBannerSrc) return true;
  return [...app.querySelectorAll<HTMLImageElement>('img[data-testid="home-banner"]')].some(
    (image) => image.src === firstBannerSrc && imagePainted(image),
  );
}

/** The app went somewhere the shell does not show (a redirect, maintenance): the shell must not wait for it. */
export function appLeftShellView(app: ParentNode, route: string): boolean {
  const main = app.querySelector<HTMLElement>('main[data-route], [data-testid="site-status"]');
  return main !== null && main.dataset.route !== route;
}

/** Lets the route's fade-in finish and the frame paint, so the app is fully there when the shell lifts. */
async function settled(app: ParentNode): Promise<void> {
  const main = app.querySelector('main');
  await Promise.all((main?.getAnimations?.() ?? []).map((animation) => animation.finished.catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Pins the shell over the page where it already is (fixed, on top) so the app can mount under it without
 * moving it, then removes it once the app shows the same view. Call before rendering the app.
 */
export function takeOverPrerenderedShell(doc: Document = document, timeoutMs = SHELL_TAKEOVER_TIMEOUT_MS): Promise<void> {
  const shell = doc.getElementById('pd-shell');
  const app = doc.getElementById('root');
  if (!shell || !app) return Promise.resolve();
  const route = doc.documentElement.dataset.pdShell ?? 'home';
  if (route === 'none') {
    shell.remove();
    return Promise.resolve();
  }
  const firstBannerSrc = route === 'home' ? shell.querySelector<HTMLImageElement>('img[data-first-banner]')?.src : undefined;
  const shellFirstImage = shell.querySelector<HTMLImageElement>('img[data-shell-first-image]');

  const { top } = shell.getBoundingClientRect();
  Object.assign(shell.style, {
    position: 'fixed',
    top: `${top}px`,
    left: '0',
    right: '0',
    zIndex: '2147483000',
    overflow: 'hidden',
    pointerEvents: 'none',
  });
  // From here on it is a picture of the app under it: taps and assistive technology reach the app itself.
  shell.inert = true;
  shell.setAttribute('aria-hidden', 'true');

  return new Promise((resolve) => {
    let done = false;
    let settling = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      app.removeEventListener('load', check, true);
      clearTimeout(timer);
      shell.remove();
      resolve();
    };
    function check() {
      if (done) return;
      if (appLeftShellView(app!, route)) finish();
      else if (!settling && appShowsShellView(app!, route, firstBannerSrc, shellFirstImage)) {
        settling = true;
        void settled(app!).then(finish);
      }
    }
    const observer = new MutationObserver(check);
    observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: ['src', 'data-route'] });
    // An image finishing its download changes no attribute: its load event (captured, it does not bubble) does.
    app.addEventListener('load', check, true);
    const timer = setTimeout(finish, timeoutMs);
  });
}

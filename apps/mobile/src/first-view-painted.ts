/*
 * When the page's own first view is on screen: the prerendered shell (tools/vite/prerendered-shell) paints from
 * the HTML alone, and on home its first banner is the largest thing on it (on the game list and promotions, the
 * image the entry fills from the route's early read). The app starts after that, so its scripts and styles
 * never stand between the page and that paint.
 */

/** Longest the app waits for the shell's banner: a slow image must not keep the page from working. */
export const FIRST_BANNER_WAIT_MS = 2_000;

function nextPaint(): Promise<void> {
  // The second frame's callback runs after the first frame has been painted.
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

function imageSettled(image: HTMLImageElement, timeoutMs: number): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
    setTimeout(done, timeoutMs);
  });
}

const atMost = (promise: Promise<void>, timeoutMs: number) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);

/**
 * Resolves once the shell's view has painted: its first banner loaded (or failed, or too slow) and a frame
 * drawn; on the game list and promotions, `firstImage` (the shell's largest image, filled from the route's
 * early read by shell-first-image.ts) settled or too slow. A page with no shell (a route it does not
 * prerender) has nothing to show first: it resolves at once.
 */
export async function firstViewPainted(
  doc: Document = document,
  bannerWaitMs = FIRST_BANNER_WAIT_MS,
  firstImage?: Promise<void>,
): Promise<void> {
  const shell = doc.getElementById('pd-shell');
  const route = doc.documentElement.dataset.pdShell;
  if (!shell || route === 'none') return;
  const banner = route === 'home' || route === undefined ? shell.querySelector<HTMLImageElement>('img[data-first-banner]') : null;
  if (banner) await imageSettled(banner, bannerWaitMs);
  else if (firstImage)
    await atMost(
      firstImage.catch(() => undefined),
      bannerWaitMs,
    );
  await nextPaint();
}

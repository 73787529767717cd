/*
 * The game list's and promotions' largest image comes from the platform (the category's banner, the first
 * promotion's card). The prerendered shell reserves its box with an <img> and no src; the entry fills it from
 * the route's early read, so the image paints without waiting for the app, which shows the same one later.
 */
import type { RawAnswer } from '@playdeck/api/early';
import { cardImageOf } from '@playdeck/features-content/first-view';
import type { RouteId } from '@playdeck/features-shell/routes';

/** What the screen shows first: a platform URL, the brand's default banner, or no image at all. */
export type FirstImage = { url: string } | 'fallback' | 'none';

/**
 * The screen's first image from its early answer's `value`, as the screen picks it: the game list shows its
 * first banner (the default banner when there is none); promotions the first card's image (the default banner
 * when it has none; no card, no image). Undefined when the answer says nothing the screen would show.
 */
export function firstImageOf(routeId: RouteId, value: unknown): FirstImage | undefined {
  if (!Array.isArray(value)) return undefined;
  const first: unknown = value[0];
  if (routeId === 'gameList') {
    const url = (first as { url?: unknown } | undefined)?.url;
    return typeof url === 'string' && url ? { url } : 'fallback';
  }
  if (routeId === 'activity') {
    if (first === undefined) return 'none';
    const images = (first as { announcementImages?: unknown }).announcementImages;
    const url = Array.isArray(images) ? cardImageOf(images as { url: string; sequence: number }[]) : undefined;
    return url ? { url } : 'fallback';
  }
  return undefined;
}

/** The early answer's `value` when the platform answered it; undefined for a refusal or a broken answer. */
function answerValue(answer: RawAnswer): unknown {
  if (answer.status !== 200) return undefined;
  try {
    return (JSON.parse(answer.text) as { value?: unknown } | null)?.value;
  } catch {
    return undefined;
  }
}

function settled(image: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Fills the shell's first image from the route's early answer. Resolves once it has loaded (or failed) or the
 * answer gives it nothing to show; a route the entry started no read for leaves the box as it is, except that a
 * game list without a banner group loses it (the screen shows none).
 */
export async function paintShellFirstImage(
  routeId: RouteId,
  answer: Promise<RawAnswer> | undefined,
  doc: Document = document,
): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('#pd-shell img[data-shell-first-image]');
  if (!image) return;
  const box = image.closest('[data-shell-first-image-box]') ?? image;
  if (!answer) {
    if (routeId === 'gameList') box.remove();
    return;
  }
  const value = await answer.then(answerValue, () => undefined);
  const first = firstImageOf(routeId, value);
  if (first === undefined) return;
  if (first === 'none') {
    box.remove();
    return;
  }
  const fallback = image.dataset.fallbackSrc;
  const url = first === 'fallback' ? fallback : first.url;
  if (!url) return;
  const loaded = settled(image);
  // A platform image that fails gives way to the brand's default banner, as the screen's Image does.
  image.addEventListener(
    'error',
    () => {
      if (fallback && url !== fallback) image.src = fallback;
    },
    { once: true },
  );
  image.src = url;
  await loaded;
}

// The brand's service worker (issue 32), built on its own by tools/vite/service-worker into dist/brands/<id>/sw.js,
// where Workbox writes the bundle's file list in place of self.__WB_MANIFEST. It never answers a call that may
// carry a member's data or money: only the contract's public reads (GET, no session) and images are cached.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isCachedRead, SKIP_WAITING } from './sw-rules';

/** Set by the build: the app's base (/m/) and the paths of the contract's public reads. */
declare const __APP_BASE__: string;
declare const __PUBLIC_READS__: readonly string[];

interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
const worker = self as unknown as WorkerScope;

// The entry, every screen's chunk, the dictionaries, the brand's images and index.html: the app opens offline.
// Written against `self` itself: injectManifest finds the literal self.__WB_MANIFEST in the built file.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages from the network (each route's own prerendered page, a new build's), kept for when it is gone.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: 'pages', plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
);

// Public reads (banners, the game lists, site settings): the last answer at once, a fresh one for next time.
registerRoute(
  ({ url, request }) => isCachedRead(request.method, url.pathname, request.destination, __PUBLIC_READS__),
  new StaleWhileRevalidate({
    cacheName: 'public-reads',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

// A page never visited, offline: home's page, whose app then opens the route asked for.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(`${__APP_BASE__}index.html`)) ?? Response.error();
});

// A new build waits until the player chooses to reload (the update notice): nothing reloads mid-game or mid-form.
worker.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void worker.skipWaiting();
});
clientsClaim();

/*
 * The page's entry: small, and free of styles. It starts the first view's reads (and paints the shell's largest
 * image from its read: shell-first-image.ts), then loads the app once the prerendered shell's view has painted
 * (first-view-painted.ts). Until then the first banner has the network to
 * itself: the app's scripts and stylesheets, fetched together by the import, follow it instead of competing
 * with it, and nothing of the app runs before the page's first paint.
 */
import { resolveRoute } from '@playdeck/features-shell/routes';
import { startEarlyData } from './early-data';
import { FIRST_BANNER_WAIT_MS, firstViewPainted } from './first-view-painted';

const routeId = resolveRoute(window.location.pathname).id;
const firstImageAnswer = startEarlyData(routeId);
// Only the game list's and promotions' shells have an image to fill: home's first render does not carry the code.
const firstImage = document.querySelector('#pd-shell img[data-shell-first-image]')
  ? import('./shell-first-image').then(({ paintShellFirstImage }) => paintShellFirstImage(routeId, firstImageAnswer))
  : undefined;

void firstViewPainted(document, FIRST_BANNER_WAIT_MS, firstImage).then(() => import('./main'));

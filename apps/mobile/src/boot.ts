/*
 * The page's entry: small, and free of styles. It starts the first view's reads, then loads the app once the
 * prerendered shell's view has painted (first-view-painted.ts). Until then the first banner has the network to
 * itself: the app's scripts and stylesheets, fetched together by the import, follow it instead of competing
 * with it, and nothing of the app runs before the page's first paint.
 */
import { resolveRoute } from '@playdeck/features-shell/routes';
import { startEarlyData } from './early-data';
import { firstViewPainted } from './first-view-painted';

startEarlyData(resolveRoute(window.location.pathname).id);

void firstViewPainted().then(() => import('./main'));

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '@playdeck/brand';
import { resolveRoute } from '@playdeck/features-shell';
import { initI18n } from '@playdeck/i18n';
import { setPlatformOrigin } from '@playdeck/routes';
import { expectFirstView } from '@playdeck/ui';
import { App } from './app';
import { brandThemeClass } from './brand-theme.css';
import { screens } from './screens';
import { takeOverPrerenderedShell } from './shell-takeover';

// Brand links that are paths (the platform's demo pages) open on the platform's origin.
setPlatformOrigin(brand.api.origin);

// Toasts and modals portal into <body>, outside the app root: the theme's variables must reach them too.
document.documentElement.classList.add(brandThemeClass);

void takeOverPrerenderedShell();

// Chromium offers installing once per page, maybe before the download popup or the app page ever loads: the store
// listens from now on, loaded on the side so that home's first render does not carry it.
void import('@playdeck/device/install-prompt').then(({ captureInstallPrompt }) => captureInstallPrompt());

// The first view's reads started in boot.ts; its screen chunk loads alongside the dictionary, not after it.
const firstRouteId = resolveRoute(window.location.pathname).id;
// Home's carousels and the popup wait for its first banner from the start, whichever mounts first.
if (firstRouteId === 'home') expectFirstView();
void screens[firstRouteId]().catch(() => undefined);

function render(): void {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, not one long task, while the shell is on screen.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

initI18n()
  // One more try for a dropped dictionary download before rendering with whatever loaded.
  .catch(() => initI18n())
  .catch((error: unknown) => console.error('[i18n] dictionary failed to load', error))
  .finally(render);

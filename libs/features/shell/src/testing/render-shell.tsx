import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { i18n, initI18n } from '@playdeck/i18n';
import { shellRoutes } from '../routes/shell-routes';
import type { ScreenRegistry } from '../routes/screen-registry';
import { shellScreens } from '../screens/shell-screens';

/** Renders the shell in a memory router at `path` (EN texts), as the app does in the browser. */
export async function renderShell(path: string, screens: ScreenRegistry = shellScreens) {
  await initI18n('EN');
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(shellRoutes(screens), { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, router };
}

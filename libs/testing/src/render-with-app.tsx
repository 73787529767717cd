import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { i18n, initI18n, loadTexts, TEXT_GROUPS } from '@playdeck/i18n';
import { ToastProvider } from '@playdeck/ui';

// Screens arrive as lazy chunks; on a busy machine the first import of one can outlast the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export interface RenderOptions {
  path?: string;
  language?: 'EN' | 'TY';
  /** Mount `ui` on this route pattern, so other paths navigated to render nothing (and location shows where). */
  routePath?: string;
}

/** Renders `ui` in `language` with toasts, a fresh query client and a memory router at `path`. */
export async function renderWithApp(ui: ReactNode, { path = '/m/home', language = 'EN', routePath }: RenderOptions = {}) {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  // Screens load their lazy texts in their route loader, which a component test skips.
  await Promise.all(TEXT_GROUPS.map((group) => loadTexts(group)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router: { location?: Location } = {};
  function LocationProbe() {
    router.location = useLocation();
    return null;
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            {routePath ? (
              <Routes>
                <Route path={routePath} element={ui} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              ui
            )}
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, location: () => router.location! };
}

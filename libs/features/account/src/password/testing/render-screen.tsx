import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { i18n, initI18n } from '@playdeck/i18n';
import { ToastProvider } from '@playdeck/ui';

function LocationProbe({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}

/**
 * Renders a screen as the app does (EN texts, query cache, toasts, router) at the last of `history`;
 * any other path renders a marker, and `location.current` is where the router is.
 */
export async function renderScreen(ui: ReactElement, history: string[], queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  await initI18n('EN');
  const here = history[history.length - 1]!;
  const location: { current: Location | null } = { current: null };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
            <Routes>
              <Route path={here.split('?')[0]} element={ui} />
              <Route path="*" element={<p data-testid="elsewhere" />} />
            </Routes>
            <LocationProbe into={location} />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, location, queryClient };
}

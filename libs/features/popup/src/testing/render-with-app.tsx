import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { i18n, initI18n } from '@playdeck/i18n';

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

/** Renders `ui` as the app mounts it (EN texts, query cache, router at `path`); `location.current` is where the router is. */
export async function renderWithApp(ui: ReactElement, path = '/m/home') {
  await initI18n('EN');
  await i18n.changeLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location: { current: Location | null } = { current: null };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe onLocation={(current) => (location.current = current)} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, location, queryClient };
}

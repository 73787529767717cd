import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@playdeck/i18n';
import { ToastProvider } from '@playdeck/ui';
import RegisterScreen from '../register-screen';

function HomeProbe() {
  return <p data-testid="home-probe">{useLocation().pathname}</p>;
}

/** The register screen at /m/register (EN texts) with the providers the app gives it; /m/home is a probe. */
export async function renderRegister(path = '/m/register') {
  await initI18n('EN');
  await i18n.changeLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/m/register" element={<RegisterScreen />} />
              <Route path="/m/home" element={<HomeProbe />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

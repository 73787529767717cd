import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { ApiError } from '@playdeck/api/client';
import { i18n, initI18n } from '@playdeck/i18n';
import { apiClient } from '@playdeck/session/api';
import { ToastProvider } from '@playdeck/ui';

/*
 * For component tests of login. Each spec replaces the app's apiClient with stubs, keeping the rest of
 * the session layer real:
 *   vi.mock('@playdeck/session/api', () => ({ apiClient: { call: vi.fn(), request: vi.fn() } }));
 * and each test answers the calls it needs by contract call id.
 */
type Options = { query?: any; body?: any };
type Handler = (options: Options) => unknown;
type LooseCall = (definition: { id: string }, options?: Options) => Promise<unknown>;

export const sessionAnswer = { token: 'token-1', userName: 'member01', customerType: 1, firstTimeLogin: false, merchantCode: 'PLAYDECK' };
export const countries = [
  { code: 'VN', name: 'Vietnam', dialingCode: '84' },
  { code: 'TH', name: 'Thailand', dialingCode: '66' },
];

/** Answers calls by id (an unexpected call fails loudly), through `call` and `request` alike. */
export function answerCalls(handlers: Record<string, Handler>) {
  const route = async (definition: { id: string }, options: Options = {}) => {
    const handler = handlers[definition.id];
    if (!handler) throw new Error(`unexpected call ${definition.id}`);
    return handler(options);
  };
  const call = vi.mocked(apiClient.call as LooseCall).mockImplementation(route);
  vi.mocked(apiClient.request as LooseCall).mockImplementation(async (definition, options) => {
    const value = await route(definition, options);
    return { value, rawValue: value, status: 200 };
  });
  return {
    /** The options of every `call` with this id, in order. */
    callsTo: (id: string): Options[] => call.mock.calls.filter(([definition]) => definition.id === id).map(([, options]) => options ?? {}),
  };
}

export const refusal = (errorCode: string, value?: { captcha?: boolean; field?: string }) => new ApiError('session.login', errorCode, 400, value);

/** Renders `ui` with EN texts, toasts, a query client and a memory router at `path`. */
export async function renderLogin(ui: ReactNode, path = '/m/login') {
  await initI18n('EN');
  if (i18n.language !== 'EN') await i18n.changeLanguage('EN');
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
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, location: () => router.location! };
}

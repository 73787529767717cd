import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import { i18n, initI18n } from '@playdeck/i18n';
import { apiClient } from '@playdeck/session/api';
import { ToastProvider } from '@playdeck/ui';

/*
 * Component tests of home. Each spec replaces the app's apiClient, keeping the rest of the session real:
 *   vi.mock('@playdeck/session/api', () => ({ apiClient: { call: vi.fn(), request: vi.fn() }, isSessionEnded: () => false }));
 * then answers the calls it needs by contract call id (answerCalls).
 */
// Blocks arrive as lazy chunks; on a busy machine the first import of one can outlast the 1 s default.
configure({ asyncUtilTimeout: 5000 });

type Options = { query?: any; body?: any };
type Handler = (options: Options) => unknown;
type LooseCall = (definition: { id: string }, options?: Options) => Promise<unknown>;

/** Answers calls by id (an unexpected call fails loudly), through `call` and `request` alike. */
export function answerCalls(handlers: Record<string, Handler>) {
  const requests: { id: string; options: Options }[] = [];
  const route = async (definition: { id: string }, options: Options = {}) => {
    requests.push({ id: definition.id, options });
    const handler = handlers[definition.id];
    if (!handler) throw new Error(`unexpected call ${definition.id}`);
    return handler(options);
  };
  vi.mocked(apiClient.call as LooseCall).mockImplementation(route);
  vi.mocked(apiClient.request as LooseCall).mockImplementation(async (definition, options) => {
    const value = await route(definition, options);
    return { value, rawValue: value, status: 200 };
  });
  return {
    /** The options of every call with this id, in order. */
    callsTo: (id: string): Options[] => requests.filter((request) => request.id === id).map((request) => request.options),
  };
}

/** Renders `ui` in `language` with toasts, a fresh query client and a memory router at `path`. */
export async function renderHome(ui: ReactNode, { path = '/m/home', language = 'EN' }: { path?: string; language?: 'EN' | 'TY' } = {}) {
  await initI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
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
  return { ...view, queryClient, location: () => router.location! };
}

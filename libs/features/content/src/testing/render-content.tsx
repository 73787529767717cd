import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { vi } from 'vitest';
import type { CallDefinition } from '@playdeck/api';
import { i18n, initI18n } from '@playdeck/i18n';
import { useSessionStore, type SessionInfo } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

export const MEMBER: SessionInfo = { token: 'member-token', merchantCode: 'PLAYDECK', userName: 'member01', type: 0 };
export const AGENT: SessionInfo = { token: 'agent-token', merchantCode: 'PLAYDECK', userName: 'agent01', type: 1 };
export const TYPE_4: SessionInfo = { token: 'type4-token', merchantCode: 'PLAYDECK', userName: 'type04', type: 4 };

export function signIn(session: SessionInfo | null): void {
  useSessionStore.setState({ session });
}

/**
 * Renders screens as the app does (EN texts, query cache, router) at `url`; `routes` maps paths to
 * screens, any other path renders a marker, and `location.current` is where the router is.
 */
export async function renderContent(routes: Record<string, ReactElement>, url: string) {
  await initI18n('EN');
  await i18n.changeLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location: { current: Location | null } = { current: null };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<p data-testid="elsewhere" />} />
          </Routes>
          <LocationProbe onLocation={(current) => (location.current = current)} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, location, queryClient };
}

type Handler = (args: { query?: Record<string, unknown>; body?: Record<string, unknown> }) => unknown;

/**
 * Answers the client's calls by call id (through `call` and `request` alike); a handler may throw. Any
 * call without a handler fails the test. `sent(id)` lists the arguments each call went out with.
 */
export function stubCalls(handlers: Record<string, Handler>) {
  const answer = async (definition: CallDefinition, options?: object) => {
    const handler = handlers[definition.id];
    if (!handler) throw new Error(`unexpected call ${definition.id}`);
    return handler((options ?? {}) as Parameters<Handler>[0]);
  };
  const call = vi.spyOn(apiClient, 'call').mockImplementation(answer as never);
  const request = vi.spyOn(apiClient, 'request').mockImplementation((async (definition: CallDefinition, options?: object) => {
    const value = await answer(definition, options);
    return { value, rawValue: value, status: 200 };
  }) as never);
  const sent = (id: string) =>
    [...call.mock.calls, ...request.mock.calls]
      .filter(([definition]) => (definition as CallDefinition).id === id)
      .map(([, options]) => options as Parameters<Handler>[0]);
  return { sent };
}

import { act, render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { i18n, initI18n, loadTexts, setLanguage, TEXT_GROUPS } from '@playdeck/i18n';
import { useSessionStore, type SessionInfo } from '@playdeck/session';
import { AppProviders, createImmediateQueryClient } from '@playdeck/ui/app-providers';
import { restartStores } from './store-registry';

export interface RenderOptions {
  /** Where the router starts; `history` gives the entries before it too (the last one is current). */
  path?: string;
  history?: string[];
  language?: 'EN' | 'TY';
  /** Mount `ui` on this route pattern; any other path renders `<p data-testid="elsewhere">` with its path. */
  routePath?: string;
  /** More routes beside `ui`'s (e.g. a probe at /m/home). */
  routes?: Record<string, ReactElement>;
  /** Signed in as this member before the first render. */
  session?: SessionInfo | null;
  /** Mount the app's toast region (default); a test of a part that never toasts may leave it out. */
  toasts?: boolean;
  /** Stores start from what localStorage holds now, as on a page load (a cached site status, a stored session). */
  startFromStorage?: boolean;
  queryClient?: QueryClient;
}

/** A query client as the app's, without retries or pauses between them; `staleTime` as a screen needs it. */
export const createTestQueryClient = createImmediateQueryClient;

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
}

/** Tells the test where the router is, after each render that moved it. */
function RouterProbe({ onRoute }: { onRoute: (state: RouterState) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => onRoute({ location, navigate }), [location, navigate, onRoute]);
  return null;
}

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname}</p>;
}

/**
 * The one render helper of component tests: `ui` with the app's providers (AppProviders: texts in `language`, the
 * app's error boundary, a fresh query client, toasts, a memory router). The platform it talks to is the fake one (fakePlatform), started
 * by tools/vitest/setup-web.ts; stores are reset there after each test.
 */
export async function renderWithApp(ui: ReactNode, options: RenderOptions = {}) {
  const { language = 'EN', routePath, routes, session, startFromStorage, toasts = true, queryClient = createTestQueryClient() } = options;
  const history = options.history ?? [options.path ?? '/m/home'];
  await initI18n(language);
  // Screens load their lazy texts in their route loader, which a component test skips.
  await Promise.all(TEXT_GROUPS.map((group) => loadTexts(group)));
  if (i18n.language !== language) await act(() => setLanguage(language));
  if (startFromStorage) restartStores();
  if (session !== undefined) useSessionStore.setState({ session });
  let probe: Partial<RouterState> = {};
  const onRoute = (state: RouterState) => {
    probe = state;
  };
  const routed = routePath || routes;
  const TestRouter = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
      {children}
      <RouterProbe onRoute={onRoute} />
    </MemoryRouter>
  );
  const view = render(
    <AppProviders queryClient={queryClient} router={TestRouter} toasts={toasts}>
      {routed ? (
        <Routes>
          {routePath && <Route path={routePath} element={ui} />}
          {Object.entries(routes ?? {}).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      ) : (
        ui
      )}
    </AppProviders>,
  );
  return {
    ...view,
    queryClient,
    /** Where the router is now. */
    location: () => probe.location!,
    navigate: async (to: string) => {
      await act(async () => {
        await probe.navigate!(to);
      });
    },
  };
}

import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { vi } from 'vitest';
import { i18n, initI18n } from '@playdeck/i18n';
import { ShellLayout } from '../layout/shell-layout';
import { loadShellParts } from '../parts/lazy-part';
import type { ScreenRegistry } from '../routes/screen-registry';
import { shellScreens } from '../screens/shell-screens';
import { useSiteStatusStore } from '../status/site-status-store';
import { readCachedStatus } from '../status/status-cache';
import { stubPlatform } from './platform-stub';

interface TestRouter {
  navigate: (to: string) => Promise<void>;
  state: { location: Location };
}

function RouterProbe({ onRouter }: { onRouter: (navigate: NavigateFunction, location: Location) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useLayoutEffect(() => {
    onRouter(navigate, location);
  }, [navigate, location, onRouter]);
  return null;
}

/** A query client as the app's, without pauses between retries. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false, retryDelay: 0, refetchOnWindowFocus: false } } });
}

/**
 * Renders the shell in a memory router at `path` (EN texts), as the app does in the browser, starting
 * from what localStorage holds now. The platform answers a normal site status unless the test stubbed
 * it first (testing/platform-stub).
 */
export async function renderShell(path: string, screens: ScreenRegistry = shellScreens) {
  await initI18n('EN');
  // The shell's lazy chunk loads right after the first render; transforming it takes vitest a while, which
  // would otherwise race the test's timed waits.
  await loadShellParts();
  if (!vi.isMockFunction(globalThis.fetch)) stubPlatform();
  useSiteStatusStore.setState({ status: readCachedStatus(), live: false, unreachable: false });
  // jsdom has no scrolling; the shell scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const probe: { navigate?: NavigateFunction; location?: Location } = {};
  const queryClient = createTestQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <ShellLayout screens={screens} />
          <RouterProbe
            onRouter={(navigate, location) => {
              probe.navigate = navigate;
              probe.location = location;
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const router: TestRouter = {
    navigate: async (to) => {
      await probe.navigate!(to);
    },
    get state() {
      return { location: probe.location! };
    },
  };
  return { ...view, router, queryClient };
}

import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { vi } from 'vitest';
import { i18n, initI18n } from '@playdeck/i18n';
import { ShellLayout } from '../layout/shell-layout';
import type { ScreenRegistry } from '../routes/screen-registry';
import { shellScreens } from '../screens/shell-screens';

interface TestRouter {
  navigate: (to: string) => Promise<void>;
  state: { location: Location };
}

function RouterProbe({ router }: { router: { navigate?: NavigateFunction; location?: Location } }) {
  router.navigate = useNavigate();
  router.location = useLocation();
  return null;
}

/** Renders the shell in a memory router at `path` (EN texts), as the app does in the browser. */
export async function renderShell(path: string, screens: ScreenRegistry = shellScreens) {
  await initI18n('EN');
  // jsdom has no scrolling; the shell scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const probe: { navigate?: NavigateFunction; location?: Location } = {};
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <ShellLayout screens={screens} />
        <RouterProbe router={probe} />
      </MemoryRouter>
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
  return { ...view, router };
}

import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import activeBrand from '@playdeck/active-brand.json';
import { fakePlatform } from '@playdeck/testing/fake-platform';
import { platformServer as server, whenPlatformIdle } from '../../libs/testing/src/platform-server';
import { resetStores } from '../../libs/testing/src/store-registry';

// Every zustand store registers itself so it is reset after each test (resettable-zustand.ts).
vi.mock('zustand', async (importOriginal) => {
  const { resettableZustand } = await import('./resettable-zustand');
  return resettableZustand(await importOriginal());
});

// findBy*/waitFor wait up to 5 s: under a full parallel run on two cores, a lazy chunk's first
// transform can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// In tests the flags are a mutable global (not build-time literals) so a test can switch one on or off.
const flags = { ...activeBrand.flags };
const agentMenu = { ...activeBrand.agentMenu };
Object.assign(globalThis, { BRAND_FLAGS: flags, BRAND_AGENT_MENU: agentMenu });

// jsdom does not scroll; the shell scrolls to the top on every navigation.
window.scrollTo = () => undefined;

/*
 * The fake operator platform answers every call of the contract (libs/testing/src/fake-platform). Any
 * other request fails the test, except the API client's own wire tests, which run a real server on the
 * loopback address (libs/api/src/client/testing/stub-platform.ts).
 */
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error();
    },
  }),
);

afterEach(async () => {
  cleanup();
  // Under fake timers the wait below would never end.
  if (!vi.isFakeTimers()) await whenPlatformIdle();
  try {
    fakePlatform.verify();
  } finally {
    server.resetHandlers();
    fakePlatform.reset();
    Object.assign(flags, activeBrand.flags);
    Object.assign(agentMenu, activeBrand.agentMenu);
    localStorage.clear();
    sessionStorage.clear();
    act(() => resetStores());
  }
});

afterAll(() => {
  server.close();
  // The next file may share this worker's globals (the web project is not isolated): leave them as found.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Decorator, Loader } from '@storybook/react-vite';
import { AppProviders, createImmediateQueryClient } from '@playdeck/ui/app-providers';
import { useSessionStore } from '@playdeck/session';
import { retryWithoutPauses } from '@playdeck/session/api';
import { fakePlatform, type ScreenStoryParameters } from '@playdeck/testing/fake-platform';
import { firstViewPending, pendingWork, RandomSourceProvider, type RandomNumbers } from '@playdeck/ui';

/**
 * Each story is a first visit: nothing a previous story saved (persisted answers such as vendors, the site status)
 * is served to it. Storybook's own settings share the origin's storage and are kept.
 */
function forgetAppStorage(): void {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (!/storybook/i.test(key)) storage.removeItem(key);
  }
}

/** Before each story: the demo world, changed as the story says, and the story's member signed in (or nobody). */
export const fakePlatformLoader: Loader = async ({ parameters }) => {
  const { screen, fakePlatform: change } = parameters as Partial<ScreenStoryParameters>;
  forgetAppStorage();
  fakePlatform.reset();
  change?.(fakePlatform);
  useSessionStore.setState({ session: screen?.session ?? null });
  return {};
};

// Stories repeat an unanswered call at once (the app pauses 300 ms, then 1 s): the visual snapshots freeze timers
// of a second or more, and a story that fakes "no answer" is to be pictured with its error and Retry.
retryWithoutPauses();

/** Mulberry32: the same numbers from the same seed, so a story's random figures (home's jackpot) never change. */
export function seededRandom(seed: number): RandomNumbers {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each component that draws random numbers gets a source of its own, seeded alike. */
const storyRandomSource = () => seededRandom(27);

/**
 * What the screen has started and not yet shown, for the visual snapshots (tools/visual/capture.mjs): they take
 * a picture once nothing is pending. Work that waits for home's first view counts only once that view has painted.
 */
Object.defineProperty(window, '__playdeckPendingWork', {
  configurable: true,
  value: () => {
    const open = pendingWork();
    return open.work + (firstViewPending() ? 0 : open.afterFirstView);
  },
});

function ScreenFrame({ path, route, children }: { path: string; route?: string; children: ReactNode }) {
  // One cache per story render: a language switch refetches in the new language, as in the app. Queries that retry
  // (shouldRetryQuery) do so at once, for the same reason as the client's pauses above.
  const [queryClient] = useState(() => createImmediateQueryClient());
  // One router component per story render (the story's path), so a re-render keeps the router's state.
  const [StoryRouter] = useState(() => ({ children: routed }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{routed}</MemoryRouter>
  ));
  // The theme is the brand frame's (preview.tsx), so the toolbar's brand shows: no app root element here.
  return (
    <RandomSourceProvider value={storyRandomSource}>
      <AppProviders queryClient={queryClient} router={StoryRouter}>
        <Routes>
          <Route path={route ?? path.split('?')[0]} element={children} />
          <Route path="*" element={<p>Left the screen for another route.</p>} />
        </Routes>
      </AppProviders>
    </RandomSourceProvider>
  );
}

/** Whole-screen stories (parameters.screen) get the app's providers around them; other stories are left alone. */
export const withScreen: Decorator = (Story, { parameters, id, globals }) => {
  const { screen } = parameters as Partial<ScreenStoryParameters>;
  if (!screen) return <Story />;
  return (
    <ScreenFrame key={`${id}-${String(globals.language)}`} path={screen.path} route={screen.route}>
      <Story />
    </ScreenFrame>
  );
};

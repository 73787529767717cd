import { QueryClient } from '@tanstack/react-query';

// Both clients leave refetchOnWindowFocus off: a phone switching back to the tab does not refetch every screen.

const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The app's server-state cache: answers stay fresh for 30 s, a failed read is tried once more (not while the
 * device is offline). Reads and writes go out even offline (networkMode 'always'), rather than waiting unseen
 * for the network: the service worker may answer a public read from its copy, and anything else fails at once
 * into the screen's offline state with its retry, or the form's error.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures) => failures < 1 && !deviceOffline(),
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The app's cache for tests and stories: no retries and no pauses between them (a test or a snapshot must not wait
 * out a retry, and a faked failure is to be seen at once); `staleTime` as a screen needs it.
 */
export function createImmediateQueryClient({ staleTime = 0 }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime, retry: false, retryDelay: 0, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

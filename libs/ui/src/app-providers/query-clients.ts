import { QueryClient } from '@tanstack/react-query';

// Both clients leave refetchOnWindowFocus off: a phone switching back to the tab does not refetch every screen.

/** The app's server-state cache: answers stay fresh for 30 s, a failed read is tried once more. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
}

/**
 * The app's cache for tests and stories: no retries and no pauses between them (a test or a snapshot must not wait
 * out a retry, and a faked failure is to be seen at once); `staleTime` as a screen needs it.
 */
export function createImmediateQueryClient({ staleTime = 0 }: { staleTime?: number } = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime, retry: false, retryDelay: 0, refetchOnWindowFocus: false } } });
}

import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshWhenRestored } from './use-refresh-when-restored';

function pageshow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

describe('useRefreshWhenRestored', () => {
  it('asks every answer again when the page comes back from the back-forward cache, not on a normal show', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { unmount } = renderHook(() => useRefreshWhenRestored(), { wrapper });
    pageshow(false);
    expect(invalidate).not.toHaveBeenCalled();
    pageshow(true);
    expect(invalidate).toHaveBeenCalledTimes(1);
    unmount();
    pageshow(true);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});

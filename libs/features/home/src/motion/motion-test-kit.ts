import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeIntersectionObserver } from '@playdeck/ui/testing';

/**
 * For specs: an IntersectionObserver whose answers the spec gives (`scrollIntoView`/`scrollOutOfView`),
 * a page visibility the spec switches, and a reduced-motion preference. Undo with vi.unstubAllGlobals().
 */
export function fakeMotionWorld() {
  const observer = fakeIntersectionObserver();
  let visibility: DocumentVisibilityState = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  return {
    observing: observer.observing,
    scrollIntoView: () => observer.intersect(true),
    scrollOutOfView: () => observer.intersect(false),
    setPageHidden: (hidden: boolean) =>
      act(() => {
        visibility = hidden ? 'hidden' : 'visible';
        document.dispatchEvent(new Event('visibilitychange'));
      }),
  };
}

export function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** jsdom lays nothing out: gives elements the content length a marquee measures. */
export function contentSize({ width = 0, height = 0 }: { width?: number; height?: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

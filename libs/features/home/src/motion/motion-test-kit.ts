import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For specs: an IntersectionObserver whose answers the spec gives (`scrollIntoView`/`scrollOutOfView`),
 * a page visibility the spec switches, and a reduced-motion preference. Undo with vi.unstubAllGlobals().
 */
export function fakeMotionWorld() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  const intersect = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers)
        callback(
          targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    });
  let visibility: DocumentVisibilityState = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  return {
    observing: () => observers.size,
    scrollIntoView: () => intersect(true),
    scrollOutOfView: () => intersect(false),
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

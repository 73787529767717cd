import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For specs: an IntersectionObserver whose answers the spec gives. `intersect(true)` tells every observer that
 * all it watches came on screen, `intersect(false)` that it left. Undo with vi.unstubAllGlobals().
 */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: new Set() };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.add(target);
      }
      unobserve(target: Element) {
        this.entry.targets.delete(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  return {
    /** Observers alive (created and not disconnected). */
    observing: () => observers.size,
    /** Elements watched by any observer. */
    watched: () => [...observers].flatMap(({ targets }) => [...targets]),
    intersect: (isIntersecting: boolean) =>
      act(() => {
        for (const { callback, targets } of observers) {
          if (targets.size === 0) continue;
          callback(
            [...targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

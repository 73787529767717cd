import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * For specs: an IntersectionObserver whose answers the spec gives. `intersect(true)` tells every observer that
 * all it watches came on screen, `intersect(false)` that it left. Undo with vi.unstubAllGlobals().
 */
export function fakeIntersectionObserver() {
  type Observer = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Set<Element> };
  const observers = new Set<Observer>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: Observer;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, targets: new Set() };
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
    /** The options each live observer was made with. */
    options: () => [...observers].map(({ options }) => options),
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

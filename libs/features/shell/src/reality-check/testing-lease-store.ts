import type { LeaseStore } from './reality-lease';

/** One localStorage shared by several tabs in a spec: a write notifies the other tabs, as the storage event does. */
export function sharedLeaseStores(tabs: number): LeaseStore[] {
  let value: string | null = null;
  const listeners = Array.from({ length: tabs }, () => new Set<() => void>());
  return listeners.map((own) => ({
    read: () => value,
    write: (next) => {
      value = next;
      listeners.filter((other) => other !== own).forEach((other) => other.forEach((listener) => listener()));
    },
    subscribe: (listener) => {
      own.add(listener);
      return () => own.delete(listener);
    },
  }));
}

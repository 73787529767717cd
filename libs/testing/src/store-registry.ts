/**
 * Every zustand store the app creates under test (tools/vitest/resettable-zustand.ts registers them).
 * `reset` puts a store back to its initial state; `restart` re-runs its creator, so state read from
 * storage at start is read again from what storage holds now, as on a page load.
 */
export interface RegisteredStore {
  reset(): void;
  restart(): void;
}

const key = Symbol.for('playdeck.testing.stores');
const holder = globalThis as typeof globalThis & { [key]?: Set<RegisteredStore> };

export const registeredStores: Set<RegisteredStore> = (holder[key] ??= new Set());

export function resetStores(): void {
  for (const store of registeredStores) store.reset();
}

export function restartStores(): void {
  for (const store of registeredStores) store.restart();
}

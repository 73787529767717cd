import { lazy, type ComponentType } from 'react';

export const loadShellParts = () => import('./shell-parts');

type AllParts = Awaited<ReturnType<typeof loadShellParts>>;
// The chunk also carries what is not a component (the member centre's shell parts).
type Parts = { [K in keyof AllParts as AllParts[K] extends ComponentType<any> ? K : never]: AllParts[K] };

/** A loader for one component of the shell's deferred chunk, as React.lazy and LazyScreen take it. */
export function partLoader<K extends keyof Parts>(name: K, onFailure?: () => void): () => Promise<{ default: Parts[K] }> {
  return () =>
    loadShellParts().then(
      (parts) => ({ default: parts[name] }),
      (error: unknown) => {
        onFailure?.();
        throw error;
      },
    );
}

/** A component of the shell's deferred chunk, for rendering inside Suspense. */
export function lazyPart<K extends keyof Parts>(name: K, onFailure?: () => void) {
  return lazy(partLoader(name, onFailure));
}

import { lazy, type ComponentType } from 'react';

/*
 * The api client (the contract's schemas) is evaluated first, on its own: inside the parts' chunk it made one
 * task of about 30 ms on this machine, well over a slow phone's 50 ms once its CPU is four times slower.
 */
export const loadShellParts = () => import('./api-client-first').then(() => import('./shell-parts'));

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

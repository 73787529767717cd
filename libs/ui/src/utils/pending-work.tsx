import { useEffect, type ReactNode } from 'react';

/*
 * Work a screen has started and not yet shown: a chunk loading behind a fallback, blocks revealed over idle
 * turns. Nothing in the app reads it; it lets a picture of a screen (tools/visual) be taken once the screen has
 * nothing left to mount, instead of guessing from a quiet moment.
 */

/** What a piece of work waits on: nothing but itself, or first home's first view (the banner) too. */
export type PendingWorkKind = 'work' | 'afterFirstView';

const open = { work: 0, afterFirstView: 0 };

/** Counts `kind` as pending until the returned function is called (calling it again does nothing). */
export function beginPendingWork(kind: PendingWorkKind = 'work'): () => void {
  open[kind]++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    open[kind]--;
  };
}

/** How much work is pending, by kind. */
export function pendingWork(): Readonly<Record<PendingWorkKind, number>> {
  return { ...open };
}

/** Holds a piece of pending work for as long as `pending` is true (from the commit that made it so). */
export function usePendingWhile(pending: boolean, kind: PendingWorkKind = 'work'): void {
  useEffect(() => (pending ? beginPendingWork(kind) : undefined), [pending, kind]);
}

/** Holds a piece of pending work for as long as it is mounted: a fallback shown until what it stands for arrives. */
export function PendingWhileMounted({ kind = 'work', children }: { kind?: PendingWorkKind; children: ReactNode }) {
  usePendingWhile(true, kind);
  return children;
}

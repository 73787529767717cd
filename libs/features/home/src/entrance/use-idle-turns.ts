import { startTransition, useEffect, useState } from 'react';
import { beginPendingWork, idleTurn } from '@playdeck/ui';

/** How many idle turns have passed since the component mounted, up to `turns`: one re-render per turn. */
export function useIdleTurns(turns: number): number {
  const [passed, setPassed] = useState(0);
  useEffect(() => {
    if (passed >= turns) return;
    // Pending from one turn's render to the next: the last turn's blocks are in when it ends.
    const done = beginPendingWork();
    let live = true;
    void idleTurn().then(() => {
      // A transition: the blocks a turn reveals render in slices, not in one task.
      if (live) startTransition(() => setPassed((count) => count + 1));
    });
    return () => {
      live = false;
      done();
    };
  }, [passed, turns]);
  return passed;
}

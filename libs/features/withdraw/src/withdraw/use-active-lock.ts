import { useEffect, useState } from 'react';

// setTimeout holds at most 2^31-1 ms (~24.8 days); a longer lock is checked again then.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The lock's end while it is still ahead (null once it has passed): the screen re-renders when it ends, and
 * `onUnlocked` runs then (to fetch the settings again).
 */
export function useActiveLock(lockedUntil: number | null, onUnlocked?: () => void): number | null {
  const [ended, setEnded] = useState<number | null>(null);
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(
      () => {
        if (Date.now() < lockedUntil) return;
        setEnded(lockedUntil);
        onUnlocked?.();
      },
      Math.min(Math.max(0, lockedUntil - Date.now()), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [lockedUntil, onUnlocked]);
  return lockedUntil !== null && ended !== lockedUntil ? lockedUntil : null;
}

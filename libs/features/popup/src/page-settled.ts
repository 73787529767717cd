import { useEffect, useState } from 'react';
import { whenFirstViewSettled } from '@playdeck/ui';

/** An idle callback waits at most this long for a busy main thread. */
export const IDLE_TIMEOUT_MS = 2_000;

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: the next task is the nearest it offers.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/**
 * Resolves once the page has fired `load`, the first view has painted (home's first banner often arrives
 * after `load`) and the main thread has then been idle.
 */
export function whenPageSettled(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return Promise.all([loaded, whenFirstViewSettled()]).then(() => new Promise<void>((resolve) => whenIdle(resolve)));
}

/** False until the page is loaded and idle: what opens by itself waits for it, so it never competes with the first paint. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageSettled().then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return settled;
}

import type { PlatformServices } from '../services';
import { sweepUnusedUploads, type SweepResult } from './sweep-unused';

export interface UploadSweeper {
  /** Stops the timer and waits for a sweep under way to finish (before the database closes). */
  stop(): Promise<void>;
}

/**
 * Sweeps unused uploads away (sweepUnusedUploads) a minute after the start (sooner when the interval is) and
 * then every `intervalMs`; one sweep at a time. A failed sweep is reported through `log` and the next one
 * tries again. 0: never.
 */
export function startUploadSweeper(
  services: PlatformServices,
  intervalMs: number,
  log: (message: string, error?: unknown) => void = (message, error) => console.error(message, error ?? ''),
  onSwept: (result: SweepResult) => void = () => {},
): UploadSweeper {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = () => {
    if (running || stopped) return;
    running = sweepUnusedUploads(services)
      .then(onSwept, (error: unknown) => log('the sweep of unused uploads failed', error))
      .finally(() => {
        running = null;
      });
  };
  // Timers never keep the process alive: the platform's own shutdown stops them.
  const first = setTimeout(sweep, Math.min(intervalMs, 60_000)).unref();
  const every = setInterval(sweep, intervalMs).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

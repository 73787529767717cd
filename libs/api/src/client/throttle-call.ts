export interface ThrottleOptions<A extends unknown[]> {
  /** Calls with the same key while one is still waiting share it; by default the arguments as JSON. */
  key?: (...args: A) => string;
}

/**
 * Queues calls of `fn` so that each starts at least `intervalMs` after the previous one started.
 * Nothing is dropped: every distinct call runs once, and a repeat of a call still waiting joins it.
 */
export function throttleCall<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  intervalMs: number,
  options: ThrottleOptions<A> = {},
): (...args: A) => Promise<R> {
  const keyOf = options.key ?? ((...args: A) => JSON.stringify(args));
  const waiting = new Map<string, Promise<R>>();
  let nextStart = 0;
  let tail: Promise<void> = Promise.resolve();

  return (...args: A) => {
    const key = keyOf(...args);
    const joined = waiting.get(key);
    if (joined) return joined;
    const started = tail.then(async () => {
      const wait = nextStart - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      nextStart = Date.now() + intervalMs;
      waiting.delete(key);
    });
    // The next call waits for this one's start, not for its answer; a failure stays with its own caller.
    tail = started;
    const run = started.then(() => fn(...args));
    waiting.set(key, run);
    return run;
  };
}

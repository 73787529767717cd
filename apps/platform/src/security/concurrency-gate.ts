/** Thrown instead of queueing when the gate's queue is full; `retryAfterMs` estimates when the queue will have drained. */
export class GateQueueFull extends Error {
  constructor(readonly retryAfterMs: number) {
    super('the queue is full');
    this.name = 'GateQueueFull';
  }
}

export interface ConcurrencyGateOptions {
  /** How many calls may wait for a place; one more is refused with GateQueueFull (default: no bound). */
  maxWaiting?: number;
}

// The estimate follows the recent tasks, not the first ones (compiled code, warm caches).
const AVERAGE_WEIGHT = 0.2;

export type ConcurrencyGate = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Runs at most `limit` of the calls given at once; the others wait their turn, first come first served,
 * at most `maxWaiting` of them.
 */
export function concurrencyGate(limit: number, { maxWaiting = Infinity }: ConcurrencyGateOptions = {}): ConcurrencyGate {
  let running = 0;
  let averageTaskMs = 0;
  const waiting: (() => void)[] = [];
  return async function gated<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      if (waiting.length >= maxWaiting) throw new GateQueueFull(Math.ceil((waiting.length + 1) / limit) * averageTaskMs);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    const started = performance.now();
    try {
      return await task();
    } finally {
      const took = performance.now() - started;
      averageTaskMs = averageTaskMs === 0 ? took : averageTaskMs + AVERAGE_WEIGHT * (took - averageTaskMs);
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

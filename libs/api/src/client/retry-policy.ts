import { ApiContractError, ApiError, ApiNetworkError } from './api-errors';

/** Pauses before the first and second retry; a third failure is final. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [300, 1000];

/**
 * Whether a failed attempt of an idempotent call is worth repeating: no answer at all, a 5xx, or 429.
 * A timeout is not repeated (the player has already waited the full time), nor is any other refusal.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof ApiNetworkError) return !error.timedOut;
  if (error instanceof ApiError || error instanceof ApiContractError) return error.status >= 500 || error.status === 429;
  return false;
}

/** The pause before retry number `attempt` (0-based), or undefined when the failure is final. */
export function retryDelay(error: unknown, attempt: number, delays: readonly number[]): number | undefined {
  const delay = delays[attempt];
  if (delay === undefined || !isTransientFailure(error)) return undefined;
  const askedSeconds = error instanceof ApiError ? error.value?.retryAfterSeconds : undefined;
  if (askedSeconds === undefined) return delay;
  // The platform says when to come back; if that is longer than a short pause, let the caller decide.
  const asked = askedSeconds * 1000;
  return asked <= delays[delays.length - 1]! ? Math.max(asked, delay) : undefined;
}

export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export interface Deadline {
  signal: AbortSignal;
  readonly expired: boolean;
  dispose(): void;
}

/**
 * A signal that aborts when the caller's does or when `ms` pass, whichever is first. Built by hand:
 * AbortSignal.any is missing on the older iOS Safari versions players still use, and ofetch's own
 * timeout is ignored whenever a signal is passed (react-query always passes one).
 */
export function deadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    dispose() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

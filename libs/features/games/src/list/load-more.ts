/** Spec section 9: more games load 300 px before the end, at most once a second. */
export const LOAD_MORE_DISTANCE_PX = 300;
export const LOAD_MORE_INTERVAL_MS = 1000;

export interface LoadMoreCheck {
  /** Pixels between the bottom of the viewport and the end of the page. */
  distanceToEnd: number;
  hasNextPage: boolean;
  isFetching: boolean;
  now: number;
  /** When the last page was asked for (-Infinity before any). */
  lastLoadAt: number;
}

export type LoadMoreDecision = { load: true } | { load: false; retryInMs?: number };

/** Whether to ask for the next page now; when only the once-a-second rule says no, when to look again. */
export function loadMoreDecision(check: LoadMoreCheck): LoadMoreDecision {
  if (!check.hasNextPage || check.isFetching || check.distanceToEnd > LOAD_MORE_DISTANCE_PX) return { load: false };
  const wait = check.lastLoadAt + LOAD_MORE_INTERVAL_MS - check.now;
  return wait > 0 ? { load: false, retryInMs: wait } : { load: true };
}

import { useDeferredValue, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { usePendingWhile } from '@playdeck/ui';

/**
 * A query's result as the blocks below it render it: at low priority, in slices, when its answer changes. A
 * query answer otherwise renders synchronously (react-query notifies through useSyncExternalStore), the whole
 * block in one task. The result object is new on every render, so the deferral follows what blocks show from it.
 */
export function useDeferredAnswer<T>(result: UseQueryResult<T>): UseQueryResult<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer's identity is its data, status and error
  const shown = useMemo(() => result, [result.data, result.status, result.error]);
  const deferred = useDeferredValue(shown);
  // Until the blocks have rendered the latest answer, the screen has work left.
  usePendingWhile(deferred !== shown);
  return deferred;
}

import { useCallback, useMemo, useRef } from 'react';

export interface RequestId {
  /** The id of the submission under way: made on the first call, then the same until settle(). */
  current(): string;
  /** The platform answered (yes or no): the next submission is a new request with a new id. */
  settle(): void;
}

const newId = (): string => crypto.randomUUID();

/**
 * The idempotency id of a money request (deposit, transfer, withdraw). A submission that failed without an
 * answer (network, timeout) keeps its id, so the retry is the same request and the platform applies it once.
 */
export function useRequestId(): RequestId {
  const id = useRef<string | undefined>(undefined);
  const current = useCallback(() => (id.current ??= newId()), []);
  const settle = useCallback(() => {
    id.current = undefined;
  }, []);
  return useMemo(() => ({ current, settle }), [current, settle]);
}

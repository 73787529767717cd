import { useContext, useEffect, useRef } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useSessionStore } from './session-store';

/**
 * Server answers belong to the session that fetched them: when the token goes (logout, session ended) or
 * changes hands, every cached answer is dropped; when a visitor logs in, cached answers are refetched
 * with the token. Reads the client from context so a tree without one simply has nothing to clear.
 */
export function useSessionScopedCache(): void {
  const queryClient = useContext(QueryClientContext);
  const token = useSessionStore((state) => state.session?.token ?? null);
  const previous = useRef(token);

  useEffect(() => {
    const before = previous.current;
    previous.current = token;
    if (!queryClient || before === token) return;
    if (before === null) void queryClient.invalidateQueries();
    else queryClient.clear();
  }, [queryClient, token]);
}

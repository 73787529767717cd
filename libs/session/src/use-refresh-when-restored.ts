import { useContext, useEffect } from 'react';
import { QueryClientContext } from '@tanstack/react-query';

/**
 * A page the browser restores from its back-forward cache (the player comes back from a game that
 * opened in this window) keeps the answers it had when it left: balances, recent games. Ask again.
 */
export function useRefreshWhenRestored(): void {
  const queryClient = useContext(QueryClientContext);
  useEffect(() => {
    if (!queryClient) return;
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void queryClient.invalidateQueries();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [queryClient]);
}

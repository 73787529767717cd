import { useEffect, useEffectEvent, useRef } from 'react';
import { loadMoreDecision } from './load-more';

interface LoadMoreOptions {
  hasNextPage: boolean;
  isFetching: boolean;
  loadMore: () => void;
  /** Changes whenever the list grows, so a short page that leaves the end in view loads the next one. */
  itemCount: number;
  /** Identifies the list: a new one (tab, filter, language) starts its once-a-second count from its first page. */
  listKey: string;
}

const distanceToEnd = () => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);

/** Asks for the next page as the user nears the end of the page (300 px, once a second at most). */
export function useLoadMore({ hasNextPage, isFetching, loadMore, itemCount, listKey }: LoadMoreOptions): void {
  const lastLoadAt = useRef(0);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The first page was asked for as the list appeared: the second waits its second like every other.
  useEffect(() => {
    lastLoadAt.current = Date.now();
  }, [listKey]);

  // One look at the distance to the end: loads the next page when it is due, or says when to look again.
  const loadIfNearEnd = useEffectEvent((): number | undefined => {
    const decision = loadMoreDecision({
      distanceToEnd: distanceToEnd(),
      hasNextPage,
      isFetching,
      now: Date.now(),
      lastLoadAt: lastLoadAt.current,
    });
    if (!decision.load) return decision.retryInMs;
    lastLoadAt.current = Date.now();
    loadMore();
    return undefined;
  });

  useEffect(() => {
    const check = () => {
      const retryInMs = loadIfNearEnd();
      if (retryInMs !== undefined && retry.current === undefined) {
        retry.current = setTimeout(() => {
          retry.current = undefined;
          check();
        }, retryInMs);
      }
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      clearTimeout(retry.current);
      retry.current = undefined;
    };
  }, [itemCount, hasNextPage, isFetching]);
}

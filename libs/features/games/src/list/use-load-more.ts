import { useEffect, useRef } from 'react';
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
  const state = useRef({ hasNextPage, isFetching, loadMore });
  state.current = { hasNextPage, isFetching, loadMore };
  // The first page was asked for as the list appeared: the second waits its second like every other.
  const lastLoadAt = useRef(Date.now());
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    lastLoadAt.current = Date.now();
  }, [listKey]);

  useEffect(() => {
    const check = () => {
      const { hasNextPage: hasNext, isFetching: fetching, loadMore: load } = state.current;
      const decision = loadMoreDecision({ distanceToEnd: distanceToEnd(), hasNextPage: hasNext, isFetching: fetching, now: Date.now(), lastLoadAt: lastLoadAt.current });
      if (decision.load) {
        lastLoadAt.current = Date.now();
        load();
      } else if (decision.retryInMs !== undefined && retry.current === undefined) {
        retry.current = setTimeout(() => {
          retry.current = undefined;
          check();
        }, decision.retryInMs);
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

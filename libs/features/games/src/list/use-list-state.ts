import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withQuery } from '@playdeck/routes';
import { listSearch, readListState, type GameListState } from './list-state';

/** The list state from the URL, and a setter that writes it back (replacing the entry: filters are not pages). */
export function useListState(): [GameListState, (state: GameListState) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListState(search), [search]);
  const setState = useCallback(
    (next: GameListState) => {
      const query = withQuery('', listSearch(next)).replace(/^\?/, '');
      setSearch(new URLSearchParams(query), { replace: true });
      window.scrollTo({ top: 0 });
    },
    [setSearch],
  );
  return [state, setState];
}

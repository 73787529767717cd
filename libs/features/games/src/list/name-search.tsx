import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './game-list.css';
import { useDebouncedValue } from './use-debounced-value';

/** Spec section 5: the game name search waits 800 ms after the last key. */
export const NAME_SEARCH_DEBOUNCE_MS = 800;
const NAME_MAX = 64;

/** The name filter: applied 800 ms after typing stops, or at once on Enter. */
export function NameSearch({ value, onCommit }: { value: string; onCommit: (name: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, NAME_SEARCH_DEBOUNCE_MS);
  const committed = useRef(value);
  const onCommitLatest = useRef(onCommit);
  onCommitLatest.current = onCommit;

  // The list reset the filter (tab change, clear): show that.
  useEffect(() => {
    committed.current = value;
    setText(value);
  }, [value]);

  const commit = useCallback((name: string) => {
    const trimmed = name.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onCommitLatest.current(trimmed);
  }, []);

  useEffect(() => commit(settled), [settled, commit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(text);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={NAME_MAX}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('game_search_placeholder')}
        aria-label={t('game_search_label')}
        enterKeyHint="search"
        data-testid="game-filter-name"
      />
    </form>
  );
}

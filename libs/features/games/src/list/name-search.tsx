import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
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
  const [shownValue, setShownValue] = useState(value);

  // The list reset the filter (tab change, clear): show that.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => {
    committed.current = value;
  }, [value]);

  const commit = (name: string) => {
    const trimmed = name.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onCommit(trimmed);
  };
  const commitSettled = useEffectEvent(commit);

  useEffect(() => commitSettled(settled), [settled]);

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

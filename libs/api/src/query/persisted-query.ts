import type { CallDefinition, QueryOf, ValueOf } from '../contract/define-call';
import { normaliseQuery } from './query-keys';

export const PERSISTED_QUERY_PREFIX = 'pd_cache:';

export interface PersistedQueryOptions {
  /**
   * What the answer depends on beyond the call and its query, e.g. the member or the language: answers
   * saved under one scope are never served under another.
   */
  scope?: string;
  /** Older entries are not served. */
  maxAgeMs?: number;
  /**
   * Refresh on every start however fresh the saved answer is: for answers the player changes in ways that
   * do not pass through the query (read marks), where the saved copy may predate the change.
   */
  refreshOnStart?: boolean;
  storage?: Storage;
}

export interface PersistedAnswer<C extends CallDefinition> {
  /** The saved answer, parsed again with the call's schema; undefined when absent, stale or corrupt. */
  load(): ValueOf<C> | undefined;
  savedAt(): number | undefined;
  /** Saves the answer as it arrived (before parsing), so loading it parses exactly what the platform sent. */
  save(rawValue: unknown): void;
}

interface Entry {
  savedAt: number;
  value: unknown;
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can throw in private modes or sandboxed frames: no persisted cache then.
    return undefined;
  }
}

export function persistedQueryStorageKey(definition: CallDefinition, query: unknown, scope?: string): string {
  return `${PERSISTED_QUERY_PREFIX}${scope ? `${scope}:` : ''}${definition.id}:${JSON.stringify(normaliseQuery(query))}`;
}

/** A call's last answer in localStorage, served at once on the next start while the call is refreshed. */
export function persistedAnswer<C extends CallDefinition>(
  definition: C,
  query: QueryOf<C> | undefined,
  options: PersistedQueryOptions = {},
): PersistedAnswer<C> {
  const storage = options.storage ?? defaultStorage();
  const key = persistedQueryStorageKey(definition, query, options.scope);
  let read: { value: ValueOf<C>; savedAt: number } | null | undefined;

  function parseEntry(text: string): { value: ValueOf<C>; savedAt: number } | null {
    try {
      const entry = JSON.parse(text) as Partial<Entry> | null;
      if (typeof entry?.savedAt !== 'number') return null;
      if (options.maxAgeMs !== undefined && Date.now() - entry.savedAt > options.maxAgeMs) return null;
      const parsed = definition.value.safeParse(entry.value);
      return parsed.success ? { value: parsed.data as ValueOf<C>, savedAt: entry.savedAt } : null;
    } catch {
      return null;
    }
  }

  function readOnce(): { value: ValueOf<C>; savedAt: number } | null {
    if (read !== undefined) return read;
    read = null;
    try {
      const text = storage?.getItem(key);
      if (!text) return read;
      read = parseEntry(text);
      // Corrupt, stale or outdated by a contract change: it only costs the head start, so drop it.
      if (!read) storage?.removeItem(key);
    } catch {
      // Unreadable storage (private modes, sandboxed frames): no head start.
    }
    return read;
  }

  return {
    load: () => readOnce()?.value,
    savedAt: () => readOnce()?.savedAt,
    save(rawValue) {
      try {
        storage?.setItem(key, JSON.stringify({ savedAt: Date.now(), value: rawValue } satisfies Entry));
      } catch {
        // Full or blocked storage: the next start simply waits for the answer.
      }
    },
  };
}

/** Forgets persisted answers (all, or one scope's), e.g. on logout. */
export function clearPersistedQueries(scope?: string, storage: Storage | undefined = defaultStorage()): void {
  if (!storage) return;
  const prefix = `${PERSISTED_QUERY_PREFIX}${scope ? `${scope}:` : ''}`;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => !!key?.startsWith(prefix),
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to clear when storage cannot be read.
  }
}

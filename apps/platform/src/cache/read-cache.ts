/**
 * What a cached read depends on. A write to any table of a topic calls `invalidate(topic)`:
 * - `merchants`: the merchants table (maintenance, region restriction, whitelabel modules).
 * - `catalogue`: games, game vendors, lottery games.
 * - `content`: banners, announcements (notices, popups, promotions), hot matches, winners.
 * - `templates`: the operator's mobileTemplate overrides.
 * - `settings`: merchant settings (currency) and customer service channels.
 */
export const CACHE_TOPICS = ['merchants', 'catalogue', 'content', 'templates', 'settings'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export interface ReadOptions {
  /** When the value stops being true by itself (an announcement starting or ending); null for never. */
  validUntil?: Date | null;
}

export interface ReadCacheStats {
  entries: number;
  hits: number;
  misses: number;
}

/**
 * The platform's in-process cache of reads every visitor makes. Values are kept until a write
 * invalidates one of their topics, their own `validUntil` passes, or the time to live ends. On PostgreSQL
 * every invalidation also reaches the other platform processes on the database (shared-invalidation.ts,
 * LISTEN/NOTIFY); the time to live bounds what a lost notification or a write made straight to the
 * database can leave stale. PGlite has one process: this one.
 */
export interface ReadCache {
  /** The value under `key`, loaded once (concurrent readers share the load) until invalidated or expired. */
  read<T>(key: string, topics: readonly CacheTopic[], load: () => Promise<{ value: T } & ReadOptions>): Promise<T>;
  /** Every value that depends on one of these topics is dropped; loads in flight are not stored. */
  invalidate(...topics: CacheTopic[]): void;
  /** Drops everything (a reset or reseed wrote every table). */
  clear(): void;
  stats(): ReadCacheStats;
}

export interface ReadCacheOptions {
  /** The platform's clock, so tests that move time also expire entries. */
  now: () => Date;
  /** 0 turns the cache off: every read loads. */
  ttlMs: number;
  /** Beyond this many entries the oldest go first (search queries make the key space unbounded). */
  maxEntries: number;
}

interface Entry {
  value: unknown;
  topics: readonly CacheTopic[];
  expiresAt: number;
}

export function createReadCache({ now, ttlMs, maxEntries }: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, { promise: Promise<unknown>; topics: readonly CacheTopic[] }>();
  // Bumped by every invalidation: a load that started before one must not store what it read.
  const generations = new Map<CacheTopic, number>(CACHE_TOPICS.map((topic) => [topic, 0]));
  const counters = { hits: 0, misses: 0 };

  const generationOf = (topics: readonly CacheTopic[]) => topics.map((topic) => generations.get(topic)!).join(',');

  function store(key: string, topics: readonly CacheTopic[], value: unknown, validUntil: Date | null | undefined) {
    const ttlEnd = now().getTime() + ttlMs;
    const expiresAt = validUntil ? Math.min(ttlEnd, validUntil.getTime()) : ttlEnd;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, topics, expiresAt });
  }

  function load<T>(key: string, topics: readonly CacheTopic[], loader: () => Promise<{ value: T } & ReadOptions>): Promise<T> {
    const generation = generationOf(topics);
    const promise = loader().then(
      ({ value, validUntil }) => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
        if (generationOf(topics) === generation) store(key, topics, value, validUntil);
        return value;
      },
      (error: unknown) => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, { promise, topics });
    return promise;
  }

  return {
    read<T>(key: string, topics: readonly CacheTopic[], loader: () => Promise<{ value: T } & ReadOptions>): Promise<T> {
      if (ttlMs <= 0) return loader().then((loaded) => loaded.value);
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now().getTime()) {
        counters.hits += 1;
        return Promise.resolve(entry.value as T);
      }
      counters.misses += 1;
      const inFlight = loading.get(key);
      return inFlight ? (inFlight.promise as Promise<T>) : load(key, topics, loader);
    },
    invalidate(...topics: CacheTopic[]) {
      for (const topic of topics) generations.set(topic, generations.get(topic)! + 1);
      for (const [key, entry] of entries) if (entry.topics.some((topic) => topics.includes(topic))) entries.delete(key);
      for (const [key, inFlight] of loading) if (inFlight.topics.some((topic) => topics.includes(topic))) loading.delete(key);
    },
    clear() {
      this.invalidate(...CACHE_TOPICS);
    },
    stats: () => ({ entries: entries.size, ...counters }),
  };
}

import { randomUUID } from 'node:crypto';
import type { Notifications } from '../db/notifications';
import { CACHE_TOPICS, type CacheTopic, type ReadCache } from './read-cache';

/** The channel every platform process on one PostgreSQL database listens on. */
export const READ_CACHE_CHANNEL = 'playdeck_read_cache';

interface Invalidation {
  /** The process (cache) that sent it: it has invalidated already and ignores its own message. */
  origin: string;
  topics: readonly CacheTopic[];
}

const isTopic = (value: unknown): value is CacheTopic => (CACHE_TOPICS as readonly unknown[]).includes(value);

/** The topics a message names; every topic when it cannot be read (a newer process's topic, a damaged payload). */
function readInvalidation(payload: string): Invalidation | { origin?: undefined; topics: readonly CacheTopic[] } {
  try {
    const message = JSON.parse(payload) as Partial<Invalidation>;
    const topics = Array.isArray(message.topics) ? message.topics : [];
    if (typeof message.origin === 'string' && topics.length > 0 && topics.every(isTopic)) return { origin: message.origin, topics };
  } catch {
    // Read as "everything" below.
  }
  return { topics: [...CACHE_TOPICS] };
}

/**
 * The read cache of one process among several on one PostgreSQL database: each invalidate(…) and clear()
 * is done here and sent to the others (NOTIFY), and what the others send is done here, within milliseconds.
 * After the listening connection comes back from a drop, everything is dropped (messages sent meanwhile are
 * lost); the time to live stays the bound on what a missed message, or a write straight to the database,
 * can leave stale.
 */
export async function shareInvalidations(cache: ReadCache, notifications: Notifications): Promise<ReadCache> {
  const origin = randomUUID();
  const send = (topics: readonly CacheTopic[]) =>
    notifications.publish(READ_CACHE_CHANNEL, JSON.stringify({ origin, topics } satisfies Invalidation));
  await notifications.subscribe(READ_CACHE_CHANNEL, {
    onMessage(payload) {
      const message = readInvalidation(payload);
      if (message.origin !== origin) cache.invalidate(...message.topics);
    },
    onReconnect: () => cache.clear(),
  });
  return {
    read: (key, topics, load) => cache.read(key, topics, load),
    invalidate(...topics) {
      cache.invalidate(...topics);
      send(topics);
    },
    clear() {
      cache.clear();
      send(CACHE_TOPICS);
    },
    stats: () => cache.stats(),
  };
}

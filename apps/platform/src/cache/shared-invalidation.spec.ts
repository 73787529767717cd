import { describe, expect, it } from 'vitest';
import type { NotificationHandlers, Notifications } from '../db/notifications';
import { createReadCache, type CacheTopic } from './read-cache';
import { READ_CACHE_CHANNEL, shareInvalidations } from './shared-invalidation';

/** LISTEN/NOTIFY as PostgreSQL does it: every subscriber hears every message (its sender too), a moment later. */
function fakeDatabase() {
  const subscribers: NotificationHandlers[] = [];
  const delivered: Promise<void>[] = [];
  const notifications: Notifications = {
    publish(channel, payload) {
      expect(channel).toBe(READ_CACHE_CHANNEL);
      delivered.push(
        new Promise((resolve) => setTimeout(resolve, 0)).then(() => subscribers.forEach((handlers) => handlers.onMessage(payload))),
      );
    },
    async subscribe(_channel, handlers) {
      subscribers.push(handlers);
    },
    async close() {},
  };
  return { notifications, subscribers, settle: () => Promise.all(delivered), send: notifications.publish.bind(notifications) };
}

/** A process's cache with a counter of loads per key. */
async function processCache(database: ReturnType<typeof fakeDatabase>) {
  const cache = await shareInvalidations(
    createReadCache({ now: () => new Date(), ttlMs: 60_000, maxEntries: 100 }),
    database.notifications,
  );
  const loads = new Map<string, number>();
  const read = (key: string, topic: CacheTopic) =>
    cache.read(key, [topic], async () => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      return { value: key };
    });
  return { cache, loads, read };
}

const warm = async (process: { read: (key: string, topic: CacheTopic) => Promise<string> }) => {
  await process.read('status', 'merchants');
  await process.read('banners', 'content');
};

describe('read-cache invalidation shared between processes', () => {
  it("drops another process's values of the invalidated topic, and keeps the rest", async () => {
    const database = fakeDatabase();
    const one = await processCache(database);
    const two = await processCache(database);
    await warm(one);
    await warm(two);
    one.cache.invalidate('merchants');
    await database.settle();
    await warm(two);
    expect(Object.fromEntries(two.loads)).toEqual({ status: 2, banners: 1 });
  });

  it('ignores its own message: what it loaded again after its write stays', async () => {
    const database = fakeDatabase();
    const one = await processCache(database);
    await warm(one);
    one.cache.invalidate('content');
    // Reloaded before its own notification comes back.
    await one.read('banners', 'content');
    await database.settle();
    await warm(one);
    expect(Object.fromEntries(one.loads)).toEqual({ status: 1, banners: 2 });
  });

  it('sends clear() as every topic', async () => {
    const database = fakeDatabase();
    const one = await processCache(database);
    const two = await processCache(database);
    await warm(two);
    one.cache.clear();
    await database.settle();
    await warm(two);
    expect(Object.fromEntries(two.loads)).toEqual({ status: 2, banners: 2 });
  });

  it('drops everything after the listening connection came back, and on a message it cannot read', async () => {
    const database = fakeDatabase();
    const two = await processCache(database);
    await warm(two);
    database.subscribers[0]!.onReconnect();
    await warm(two);
    expect(Object.fromEntries(two.loads)).toEqual({ status: 2, banners: 2 });
    for (const payload of ['not json', JSON.stringify({ origin: 'other', topics: ['a-topic-of-a-newer-version'] })]) {
      database.send(READ_CACHE_CHANNEL, payload);
      await database.settle();
      await warm(two);
    }
    expect(Object.fromEntries(two.loads)).toEqual({ status: 4, banners: 4 });
  });
});

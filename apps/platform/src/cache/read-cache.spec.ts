import { describe, expect, it } from 'vitest';
import { createReadCache, type ReadCacheOptions } from './read-cache';

function cacheWithClock(options: Partial<ReadCacheOptions> = {}) {
  const clock = { now: new Date('2026-11-25T00:00:00Z') };
  const cache = createReadCache({ now: () => clock.now, ttlMs: 60_000, maxEntries: 100, ...options });
  const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { cache, advance };
}

/** A loader counting its calls, answering the count so a reload shows. */
function counter() {
  let calls = 0;
  const load = async () => ({ value: ++calls });
  return { load, calls: () => calls };
}

describe('read cache', () => {
  it('loads a key once and answers the kept value after', async () => {
    const { cache } = cacheWithClock();
    const source = counter();
    expect(await cache.read('games', ['catalogue'], source.load)).toBe(1);
    expect(await cache.read('games', ['catalogue'], source.load)).toBe(1);
    expect(source.calls()).toBe(1);
    expect(cache.stats()).toEqual({ entries: 1, hits: 1, misses: 1 });
  });

  it('shares one load among readers that arrive while it runs', async () => {
    const { cache } = cacheWithClock();
    const source = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('games', ['catalogue'], source.load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(source.calls()).toBe(1);
  });

  it('drops what depends on an invalidated topic and keeps the rest', async () => {
    const { cache } = cacheWithClock();
    const games = counter();
    const banners = counter();
    await cache.read('games', ['catalogue'], games.load);
    await cache.read('banners', ['content'], banners.load);
    cache.invalidate('catalogue');
    expect(await cache.read('games', ['catalogue'], games.load)).toBe(2);
    expect(await cache.read('banners', ['content'], banners.load)).toBe(1);
  });

  it('drops a value that depends on several topics when any one of them changes', async () => {
    const { cache } = cacheWithClock();
    const source = counter();
    await cache.read('status', ['merchants', 'templates'], source.load);
    cache.invalidate('templates');
    expect(await cache.read('status', ['merchants', 'templates'], source.load)).toBe(2);
  });

  it('does not keep what a load read before a write invalidated it', async () => {
    const { cache } = cacheWithClock();
    let release!: () => void;
    const slow = cache.read('games', ['catalogue'], async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'before the write' };
    });
    await Promise.resolve();
    cache.invalidate('catalogue');
    release();
    expect(await slow).toBe('before the write');
    expect(await cache.read('games', ['catalogue'], async () => ({ value: 'after the write' }))).toBe('after the write');
  });

  it('keeps nothing from a load that failed', async () => {
    const { cache } = cacheWithClock();
    await expect(cache.read('merchant', ['merchants'], () => Promise.reject(new Error('unknown merchant')))).rejects.toThrow(
      'unknown merchant',
    );
    expect(await cache.read('merchant', ['merchants'], async () => ({ value: 'found' }))).toBe('found');
  });

  it('expires a value at its own validUntil or at the time to live, whichever comes first', async () => {
    const { cache, advance } = cacheWithClock({ ttlMs: 60_000 });
    let notices = 0;
    const endsInTenSeconds = async () => ({ value: ++notices, validUntil: new Date('2026-11-25T00:00:10Z') });
    expect(await cache.read('notices', ['content'], endsInTenSeconds)).toBe(1);
    advance(9_999);
    expect(await cache.read('notices', ['content'], endsInTenSeconds)).toBe(1);
    advance(1);
    expect(await cache.read('notices', ['content'], endsInTenSeconds)).toBe(2);
    const source = counter();
    await cache.read('games', ['catalogue'], source.load);
    advance(59_999);
    expect(await cache.read('games', ['catalogue'], source.load)).toBe(1);
    advance(1);
    expect(await cache.read('games', ['catalogue'], source.load)).toBe(2);
  });

  it('loads every time when its time to live is 0', async () => {
    const { cache } = cacheWithClock({ ttlMs: 0 });
    const source = counter();
    await cache.read('games', ['catalogue'], source.load);
    expect(await cache.read('games', ['catalogue'], source.load)).toBe(2);
  });

  it('lets the oldest entry go past its size', async () => {
    const { cache } = cacheWithClock({ maxEntries: 2 });
    const first = counter();
    await cache.read('search a', ['catalogue'], first.load);
    await cache.read('search b', ['catalogue'], counter().load);
    await cache.read('search c', ['catalogue'], counter().load);
    expect(cache.stats().entries).toBe(2);
    expect(await cache.read('search a', ['catalogue'], first.load)).toBe(2);
  });

  it('clear drops every topic', async () => {
    const { cache } = cacheWithClock();
    await cache.read('games', ['catalogue'], counter().load);
    await cache.read('merchant', ['merchants'], counter().load);
    cache.clear();
    expect(cache.stats().entries).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { banners } from '../db/schema';
import { callPlatform, valueOf } from '../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';

describe('caching of the public images the platform draws', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const get = (url: string, headers: Record<string, string> = {}) => platform.app.inject({ method: 'GET', url, headers });

  it('keeps catalogue art (game and vendor icons, stock avatars, crests) a day, tagged by its bytes', async () => {
    for (const url of [
      '/wps/static/games/1.webp',
      '/wps/static/vendors/default/RNG-JILI.png',
      '/wps/static/avatars/1.png',
      '/wps/static/teams/lucky/ha-noi-fc.webp',
    ]) {
      const image = await get(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['cache-control'], url).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(image.headers.etag, url).toMatch(/^"[\w-]{27}"$/);
      expect((await get(url)).headers.etag, url).toBe(image.headers.etag);
    }
  });

  it('answers 304 with no body to a browser that holds the same bytes', async () => {
    const first = await get('/wps/static/games/1.webp');
    const again = await get('/wps/static/games/1.webp', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toContain('public');
    expect((await get('/wps/static/games/2.webp', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
    expect((await get('/wps/static/games/1.webp', { 'if-none-match': `W/${first.headers.etag}` })).statusCode).toBe(304);
  });

  it('keeps a banner or tile a year at the versioned URL the answers give, and an edited banner is a new URL', async () => {
    const [game] = valueOf(await callPlatform(platform, contract.games.popular, { query: { pageSize: 1 } })).list;
    expect(game!.iconUrl).toMatch(/\.webp\?v=[0-9a-f]{12}$/);
    expect((await get(game!.iconUrl)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [banner] = valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home', language: 'EN' } }));
    const before = await get(banner!.url);
    expect(before.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const id = Number(/(\d+)\.webp/.exec(banner!.url)![1]);
    await platform.services.db.update(banners).set({ headline: 'A new season' }).where(eq(banners.id, id));
    platform.services.readCache.invalidate('content');
    const [edited] = valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home', language: 'EN' } }));
    expect(edited!.url).not.toBe(banner!.url);
    expect((await get(edited!.url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The old URL now names bytes it no longer serves: it is revalidated after an hour, never kept a year.
    const stale = await get(banner!.url, { 'if-none-match': String(before.headers.etag) });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(stale.headers.etag).not.toBe(before.headers.etag);
  });
});

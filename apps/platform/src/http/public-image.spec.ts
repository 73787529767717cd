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
      '/wps/static/games/1.svg',
      '/wps/static/vendors/default/RNG-JILI.png',
      '/wps/static/avatars/1.png',
      '/wps/static/teams/lucky/ha-noi-fc.svg',
    ]) {
      const image = await get(url);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['cache-control'], url).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(image.headers.etag, url).toMatch(/^"[\w-]{27}"$/);
      expect((await get(url)).headers.etag, url).toBe(image.headers.etag);
    }
  });

  it('answers 304 with no body to a browser that holds the same bytes', async () => {
    const first = await get('/wps/static/games/1.svg');
    const again = await get('/wps/static/games/1.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toContain('public');
    expect((await get('/wps/static/games/2.svg', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
    expect((await get('/wps/static/games/1.svg', { 'if-none-match': `W/${first.headers.etag}` })).statusCode).toBe(304);
  });

  it('has banners revalidated after an hour, and an edited banner is new bytes with a new tag', async () => {
    const [banner] = valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home', language: 'EN' } }));
    const before = await get(banner!.url);
    expect(before.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const id = Number(/(\d+)\.svg/.exec(banner!.url)![1]);
    await platform.services.db.update(banners).set({ headline: 'A new season' }).where(eq(banners.id, id));
    const after = await get(banner!.url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('A new season');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import type { AdminBanner } from './banner-actions';
import { parseCommand } from './cli';

describe('admin: banner command line', () => {
  it('parses the list and the edit', () => {
    expect(parseCommand(['banners', '--merchant', 'PLAYDECK', '--group', 'm_home', '--language', 'EN'])).toEqual({
      kind: 'banners',
      filter: { merchant: 'PLAYDECK', group: 'm_home', language: 'EN' },
    });
    expect(parseCommand(['banner', '--id', '12', '--headline', 'Weekend cup'])).toEqual({
      kind: 'banner',
      id: 12,
      change: { headline: 'Weekend cup', subline: undefined },
    });
  });

  it.each([
    [['banner', '--headline', 'x'], /banner needs --id N/],
    [['banner', '--id', '3'], /banner needs --headline, --subline or both/],
    [['banner', '--id', '3', '--title', 'x'], /banner takes no --title/],
    [['banners', '--language', 'FR'], /--language is EN or TY, got FR/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describe('the /__admin/banner routes', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const admin = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await platform.app.inject({
      method,
      url: `/__admin${url}`,
      headers: adminHeaders(platform),
      payload: payload as object,
    });
    return { status: response.statusCode, body: response.json() as { success: boolean; value: T; message?: string } };
  };
  const homeBanners = async () =>
    valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home', language: 'EN' } })).map(
      (banner) => banner.url,
    );

  it('redraws a banner under a new URL, which the (cached) banner list answers at once', async () => {
    const listed = await admin<AdminBanner[]>('GET', '/banners?merchant=PLAYDECK&group=m_home&language=EN');
    const [banner] = listed.body.value;
    expect(listed.body.value.map((row) => row.url)).toEqual(await homeBanners());

    const earlier = await platform.app.inject({ method: 'GET', url: banner!.url });
    const edited = await admin<{ before: AdminBanner; after: AdminBanner }>('POST', '/banner', {
      id: banner!.id,
      headline: 'Weekend cup',
      subline: 'Double points',
    });
    expect(edited.body.value.before).toEqual(banner);
    expect(edited.body.value.after).toMatchObject({ id: banner!.id, headline: 'Weekend cup', subline: 'Double points' });
    expect(edited.body.value.after.url).not.toBe(banner!.url);
    const urls = await homeBanners();
    expect(urls).toContain(edited.body.value.after.url);
    expect(urls).not.toContain(banner!.url);
    // The text is drawn into the picture: the redrawn banner is another WebP than the one it replaces.
    const image = await platform.app.inject({ method: 'GET', url: edited.body.value.after.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.rawPayload.equals(earlier.rawPayload)).toBe(false);
  });

  it('refuses an edit without text, with text too long, or of no banner', async () => {
    const [banner] = (await admin<AdminBanner[]>('GET', '/banners?merchant=PLAYDECK')).body.value;
    expect((await admin('POST', '/banner', { id: banner!.id })).body).toMatchObject({
      success: false,
      message: 'give a new headline, a new subline, or both',
    });
    expect((await admin('POST', '/banner', { id: banner!.id, headline: ' ' })).body).toMatchObject({
      success: false,
      message: "a banner's headline has 1 to 120 characters",
    });
    const missing = await admin('POST', '/banner', { id: 999_999, headline: 'x' });
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: 'no banner 999999' } });
  });
});

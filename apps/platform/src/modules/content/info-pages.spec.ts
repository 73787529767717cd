import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { infoPageEntries, merchants } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';

describe('content.infoPage', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const page = async (query: Record<string, unknown>, merchant?: string) =>
    valueOf(await callPlatform(platform, contract.content.infoPage, { query, merchant }));

  it('answers each page’s entries in order, in the asked language, written for the merchant', async () => {
    const brand = await page({ page: 'brand', language: 'EN' });
    expect(brand.map((entry) => entry.title)).toEqual(['About Playdeck', 'Licence and fair play', 'Responsible gaming']);
    expect(brand[0]).toMatchObject({ summary: expect.stringContaining('Playdeck'), imageUrl: null });
    expect((await page({ page: 'brand', language: 'TY' }))[0]!.title).toBe('Về Playdeck');
    expect((await page({ page: 'brand', language: 'EN' }, 'LUCKYSTAR'))[0]!.title).toBe('About Lucky Star');
    expect((await page({ page: 'joinUs', language: 'EN' }))[0]!.title).toBe('The Playdeck affiliate programme');
    expect(await page({ page: 'appService', language: 'EN' })).toHaveLength(3);
  });

  it('gives sponsors a badge the platform draws', async () => {
    const sponsors = await page({ page: 'sponsor', language: 'EN' });
    expect(sponsors.map((entry) => entry.imageUrl)).toEqual([
      '/wps/static/teams/default/saigon-phoenix-fc.webp',
      '/wps/static/teams/default/mekong-dragons.webp',
      '/wps/static/teams/default/red-river-marathon.webp',
    ]);
    const badge = await platform.app.inject({ method: 'GET', url: sponsors[0]!.imageUrl! });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toBe('image/webp');
    expect(await sharp(badge.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 120, height: 120 });
  });

  it('shows a trial merchant its real merchant’s pages, and another merchant none of them', async () => {
    const lucky = await page({ page: 'sponsor', language: 'EN' }, 'LUCKYSTAR');
    expect((await page({ page: 'sponsor', language: 'EN' }, 'LUCKYSTARtrial')).map((entry) => entry.id)).toEqual(
      lucky.map((entry) => entry.id),
    );
    const own = await page({ page: 'sponsor', language: 'EN' });
    expect(own.map((entry) => entry.id)).not.toEqual(expect.arrayContaining(lucky.map((entry) => entry.id)));
  });

  it('answers an empty list when the operator wrote nothing for the page', async () => {
    const [playdeck] = await platform.services.db.select().from(merchants).where(eq(merchants.code, 'PLAYDECK'));
    await platform.services.db.delete(infoPageEntries).where(eq(infoPageEntries.merchantId, playdeck!.id));
    expect(await page({ page: 'sponsor', language: 'EN' })).toEqual([]);
    expect((await page({ page: 'sponsor', language: 'EN' }, 'LUCKYSTAR')).length).toBeGreaterThan(0);
  });

  it('refuses an unknown page as a parameter error, never a server error', async () => {
    for (const query of [{ page: 'casino' }, {}, { page: 'brand', language: 'FR' }]) {
      const error = errorOf(await callPlatform(platform, contract.content.infoPage, { query }));
      expect(error.errorCode).toBe('request_param_err');
      expect(error.status).toBeLessThan(500);
    }
  });
});

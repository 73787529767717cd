import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';

const DAY = 86_400_000;

describe('promotions', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const promotions = async (query: Record<string, unknown> = {}, merchant?: string) =>
    valueOf(await callPlatform(platform, contract.content.promotions, { query: { language: 'EN', ...query }, merchant }));

  describe('content.promotions', () => {
    it('answers the live promotions across categories, one long-term', async () => {
      const list = await promotions();
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(new Set(list.map((promotion) => promotion.category)).size).toBeGreaterThanOrEqual(8);
      expect(list.map((promotion) => promotion.title)).not.toContain('Expired: Mid-autumn festival');
      const longTerm = list.filter((promotion) => promotion.noExpiry === 1);
      expect(longTerm).toHaveLength(1);
      expect(longTerm[0]).toMatchObject({ category: 'rebate_promo', endDate: null, period: 'Long-term' });
      for (const promotion of list.filter((item) => item.noExpiry === 0)) expect(promotion.endDate).toBeGreaterThan(promotion.startDate);
    });

    it('carries a card and a detail banner drawn by the platform', async () => {
      const [first] = await promotions({ category: 'new_player' });
      expect(first!.announcementImages).toEqual([
        { url: `/wps/static/promotions/${first!.id}-1.svg`, sequence: 1 },
        { url: `/wps/static/promotions/${first!.id}-2.svg`, sequence: 2 },
      ]);
      const banner = await platform.app.inject({ method: 'GET', url: first!.announcementImages[1]!.url });
      expect(banner.statusCode).toBe(200);
      expect(banner.body).toContain(first!.title.slice(0, 20));
      // The art names no raw category key: the tabs name it in the visitor's language.
      expect(banner.body).not.toMatch(/NEW_PLAYER|new_player/);
    });

    it('filters by category, in the asked language, per merchant', async () => {
      const deposits = await promotions({ category: 'deposit_promo' });
      expect(deposits.map((promotion) => promotion.title).sort()).toEqual(['Daily first deposit 10%', 'Weekend reload 20%']);
      expect(await promotions({ category: 'other_promo' })).toEqual([]);
      expect((await promotions({ category: 'new_player', language: 'TY' })).map((promotion) => promotion.title)).toContain(
        'Thưởng chào mừng Playdeck 100%',
      );
      expect((await promotions({ category: 'new_player' }, 'LUCKYSTAR')).map((promotion) => promotion.title)).toContain(
        'Lucky Star welcome bonus 100%',
      );
      expect(errorOf(await callPlatform(platform, contract.content.promotions, { query: { category: 'casino' } })).errorCode).toBe(
        'request_param_err',
      );
    });

    it('drops promotions as they end, keeping the long-term one', async () => {
      platform.clock.advance(61 * DAY);
      expect((await promotions()).map((promotion) => promotion.category).sort()).toEqual(['rebate_promo', 'sport_promo']);
    });
  });

  it('content.catalog lists all, then each category some live promotion has, in the spec order', async () => {
    const catalog = valueOf(await callPlatform(platform, contract.content.catalog, { body: { language: 'EN' } }));
    const total = (await promotions()).length;
    expect(catalog[0]).toEqual({ category: 'all', count: total });
    expect(catalog.slice(1).map((entry) => entry.category)).toEqual([
      'new_player',
      'deposit_promo',
      'app_download',
      'rng_promo',
      'live_promo',
      'sport_promo',
      'fish_promo',
      'lotto_promo',
      'rebate_promo',
      'point_mall',
    ]);
    expect(catalog.find((entry) => entry.category === 'deposit_promo')!.count).toBe(2);
    expect(catalog.slice(1).reduce((sum, entry) => sum + entry.count, 0)).toBe(total);
    expect(errorOf(await callPlatform(platform, contract.content.catalog, { body: { language: 'DE' } })).errorCode).toBe(
      'request_param_err',
    );
  });
});

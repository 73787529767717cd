import { beforeAll, describe, expect, it } from 'vitest';
import { announcements, banners, helpSections } from '../../../db/schema';
import { resetTestPlatform, type TestPlatform } from '../../../testing/test-platform';
import { bannerColors, BRAND_THEME, shade } from './demo-banners';

/**
 * The demo world is what a visitor sees: no attack payloads in it (sanitised, they showed as broken images).
 * Hostile markup belongs to the sanitiser's tests and the journeys that inject it, not to the seed.
 */
const HOSTILE = [/\son[a-z]+\s*=/i, /javascript:/i, /<script/i, /<svg/i, /<img[^>]*src=["']?x["'\s>]/i, /__playdeckXss/];

describe('demo content', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await resetTestPlatform();
  });

  it.each([
    ['announcements, popups, notices and promotions', announcements],
    ['help sections', helpSections],
    ['banners', banners],
  ] as const)('%s carry no attack payloads', async (_name, table) => {
    const rows = await platform.services.db.select().from(table);
    expect(rows.length).toBeGreaterThan(0);
    const hostile = rows.map((row) => JSON.stringify(row)).filter((text) => HOSTILE.some((pattern) => pattern.test(text)));
    expect(hostile).toEqual([]);
  });
});

describe('banner colours', () => {
  it("draws the theme banner from the brand's primary to a darker shade of it", () => {
    expect(bannerColors(BRAND_THEME, '#f5c542')).toEqual(['#f5c542', shade('#f5c542', 0.45)]);
    expect(shade('#ffffff', 0.5)).toBe('#808080');
    expect(bannerColors(['#111111', '#222222'], '#f5c542')).toEqual(['#111111', '#222222']);
  });
});

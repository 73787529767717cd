import { beforeAll, describe, expect, it } from 'vitest';
import { announcements, banners, helpSections } from '../../../db/schema';
import { resetTestPlatform, type TestPlatform } from '../../../testing/test-platform';
import { hueOfHex } from '../images/brand-tint';
import { bannerColors, BRAND_THEME, shade } from './demo-banners';

/** Relative lightness (0-255) of '#rrggbb': the mean of its strongest and weakest channel. */
const lightness = (hex: string) => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return (Math.max(...channels) + Math.min(...channels)) / 2;
};

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
    const lucky = { primary: '#f5c542', secondary: '#c026d3' };
    expect(bannerColors(BRAND_THEME, lucky)).toEqual(['#f5c542', shade('#f5c542', 0.45)]);
    expect(shade('#ffffff', 0.5)).toBe('#808080');
  });

  it("redraws every other banner's design in the brand's primary and secondary hues, keeping its light and dark", () => {
    const lucky = { primary: '#f5c542', secondary: '#c026d3' };
    const [from, to] = bannerColors(['#0e9f6e', '#065f46'], lucky);
    expect(Math.round(hueOfHex(from))).toBe(Math.round(hueOfHex(lucky.primary)));
    expect(Math.round(hueOfHex(to))).toBe(Math.round(hueOfHex(lucky.secondary)));
    // The design's dark end stays darker than its light end.
    expect(lightness(to)).toBeLessThan(lightness(from));
  });
});

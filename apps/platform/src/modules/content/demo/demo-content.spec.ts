import { beforeAll, describe, expect, it } from 'vitest';
import { announcements, banners, helpSections } from '../../../db/schema';
import { resetTestPlatform, type TestPlatform } from '../../../testing/test-platform';

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

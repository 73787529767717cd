import { expect, type Locator, type Page } from '@playwright/test';
import { e2eBrands } from './brands';
import { declaresBrand, declaresShared } from './journeys';
import { test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Issue 17, the defects a new user meets (items 7–17), as a visitor sees them on every brand in both phones.
 */

const brands = e2eBrands();

/** Whether two boxes overlap by more than a hair (borders touching is fine). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  const x = Math.min(boxA.x + boxA.width, boxB.x + boxB.width) - Math.max(boxA.x, boxB.x);
  const y = Math.min(boxA.y + boxA.height, boxB.y + boxB.height) - Math.max(boxA.y, boxB.y);
  return x > 1 && y > 1;
}

/** '#0b7e57' as red, green and blue. */
function rgbOf(hex: string): [number, number, number] {
  const value = parseInt(hex.replace('#', '').slice(0, 6), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** A colour's hue in degrees (0-360). */
function hueOf([red, green, blue]: [number, number, number]): number {
  const max = Math.max(red, green, blue);
  const span = max - Math.min(red, green, blue);
  if (span === 0) return 0;
  const sector = max === red ? ((green - blue) / span + 6) % 6 : max === green ? (blue - red) / span + 2 : (red - green) / span + 4;
  return sector * 60;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Where the page's content ends (above its bottom padding) and where the floating button starts, at the page's end. */
async function contentEndAndFloatTop(page: Page): Promise<{ contentEnd: number; floatTop: number }> {
  // Lists that load more as they near the end grow while scrolled: scroll until the height holds.
  let height = -1;
  for (let step = 0; step < 8; step++) {
    const now = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    if (now === height) break;
    height = now;
    await page.waitForTimeout(400);
  }
  return page.evaluate(() => {
    const main = document.querySelector('main[data-route]')!;
    const contentEnd = main.getBoundingClientRect().bottom - parseFloat(getComputedStyle(main).paddingBottom);
    const floatTop = document.querySelector('[data-testid="float-button"]')!.getBoundingClientRect().top;
    return { contentEnd, floatTop };
  });
}

for (const brand of brands) {
  test.describe(`defects, ${brand.id}`, () => {
    test.beforeEach(async ({ page }) => withoutPopups(page));

    if (declaresBrand()) {
      test('item 7: the game list jackpot is the jackpot banner, 150–180 million without decimals', async ({ page }) => {
        await page.goto(`${brand.origin}/m/gameList?gameType=RNG`);
        await expect(page.getByTestId('game-list-jackpot-amount')).toHaveText(/^1[5-8]\d,\d{3},\d{3}$/);
      });
    }

    if (declaresShared()) {
      test('item 12: every page ends clear of the floating customer-service button', async ({ page }) => {
        for (const [pathname, last] of [
          ['/m/home', 'home-footer'],
          ['/m/activity', 'promotion-card'],
        ] as const) {
          await page.goto(`${brand.origin}${pathname}`);
          await expect(page.getByTestId('float-button')).toBeVisible();
          await expect(page.getByTestId(last).last()).toBeVisible();
          const { contentEnd, floatTop } = await contentEndAndFloatTop(page);
          expect(contentEnd, pathname).toBeLessThanOrEqual(floatTop);
        }
        // Home's last block and hot games: at the end of the page nothing sits under the button.
        await page.goto(`${brand.origin}/m/home`);
        await expect(page.getByTestId('home-footer')).toBeVisible();
        await contentEndAndFloatTop(page);
        expect(await overlaps(page.getByTestId('home-footer'), page.getByTestId('float-button'))).toBe(false);
      });
    }

    if (declaresBrand()) {
      test("item 16: the home's first banner is drawn in the brand's own theme colour", async ({ page }) => {
        await page.goto(`${brand.origin}/m/home`);
        await expect(page.getByTestId('home-banners')).toHaveAttribute('data-state', 'ready');
        // The brand's own hero banner first, then the platform's banners: the first of those is the welcome banner.
        const platformBanners = page.locator('[data-testid="home-banner"][src*="/wps/static/banners/"]');
        await expect(platformBanners.first()).toBeAttached();
        const src = (await platformBanners.first().getAttribute('src'))!;
        // The art is a picture (WebP): its top-left corner is the gradient's first stop, the brand's primary, under a dark shade.
        const corner = await page.evaluate(async (url) => {
          const bitmap = await createImageBitmap(await (await fetch(url)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          const { data } = context.getImageData(0, 0, 12, 12);
          const sum = [0, 0, 0];
          for (let index = 0; index < data.length; index += 4)
            for (let channel = 0; channel < 3; channel++) sum[channel]! += data[index + channel]!;
          return sum.map((channel) => channel / (data.length / 4)) as [number, number, number];
        }, src);
        const own = hueDistance(hueOf(corner), hueOf(rgbOf(brand.config.theme.colors.primary)));
        expect(own, `corner rgb(${corner.map(Math.round).join(', ')})`).toBeLessThan(15);
        const others = brands.filter((other) => other.config.theme.colors.primary !== brand.config.theme.colors.primary);
        for (const other of others) {
          expect(hueDistance(hueOf(corner), hueOf(rgbOf(other.config.theme.colors.primary))), other.id).toBeGreaterThan(own);
        }
      });
    }

    if (declaresShared()) {
      test('item 13: the side menu goes from Fishing to Promotions without an empty divider row', async ({ page }) => {
        await page.goto(`${brand.origin}/m/home`);
        await page.getByTestId('side-menu-button').click();
        const categories = page.getByTestId('side-menu-categories');
        await expect(categories).toBeVisible();
        const last = (await categories.locator(':scope > li').last().boundingBox())!;
        const promotion = (await page.getByTestId('side-menu-promotion').boundingBox())!;
        // The last category's own bottom border is the divider: the promotions row starts right there.
        expect(Math.abs(promotion.y - (last.y + last.height))).toBeLessThanOrEqual(1);
      });
    }
  });
}

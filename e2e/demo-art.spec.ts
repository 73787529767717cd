import { expect, type Page } from '@playwright/test';
import { demoNames } from '../libs/brand/src/demo-names';
import { e2eBrands, type E2EBrand } from './brands';
import { apiLogin, DEMO_PASSWORD, openWithSession, platformOrigin, test } from './helpers/api-session';

/*
 * What the reference platform's demo shows (issue 29 item 5): each brand's demo member has the brand's own
 * name, and every picture the platform draws for home is a raster (WebP, PNG vendor icons), not an SVG document.
 * member01 signs in here only in the iphone project: account-login.spec.ts signs it in (SMS) in android, and
 * a login elsewhere ends the other session.
 */
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const demoConfig = (brand: E2EBrand) => brand.config as unknown as Parameters<typeof demoNames>[0];

/** The image's decoded size and the type the platform served it as. */
async function rasterOf(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('complete', true);
  const src = (await image.getAttribute('src'))!;
  const size = await image.evaluate((node: HTMLImageElement) => ({ width: node.naturalWidth, height: node.naturalHeight }));
  // Asked of the platform itself: brand hosts (*.localhost) resolve only in the browser.
  const response = await page.request.get(new URL(src, platformOrigin).href);
  return { src, size, type: response.headers()['content-type'], cache: response.headers()['cache-control'] };
}

for (const brand of e2eBrands()) {
  test(`${brand.id}: the demo member has the brand's own name; home's banners and tiles are WebP pictures`, async ({
    page,
    address,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'iphone', 'member01 is android’s SMS-login account (account-login.spec.ts)');
    test.setTimeout(120_000);
    const session = await apiLogin(merchantOf(brand), 'member01', DEMO_PASSWORD, address);
    await openWithSession(page, brand.origin, '/', session);
    await expect(page.getByTestId('header-nickname')).toHaveText(demoNames(demoConfig(brand)).memberName);

    await expect(page.getByTestId('home-banners')).toHaveAttribute('data-state', 'ready');
    const banner = await rasterOf(page, '[data-testid="home-banners"] img[src*="/wps/static/banners/"]');
    expect(banner.src).toMatch(/\/wps\/static\/banners\/\d+\.webp\?v=[0-9a-f]{12}$/);
    expect(banner.size).toEqual({ width: 750, height: 300 });
    expect(banner.type).toBe('image/webp');
    expect(banner.cache).toBe('public, max-age=31536000, immutable');

    // The hot games mount as their section comes on screen.
    await page.getByTestId('home-hot-games').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('home-hot-game').first()).toBeAttached();
    const tile = await rasterOf(page, '[data-testid="home-hot-game"] img[src*="/wps/static/games/"]');
    expect(tile.src).toMatch(/\/wps\/static\/games\/\d+\.webp\?v=[0-9a-f]{12}$/);
    expect(tile.size).toEqual({ width: 200, height: 200 });
    expect(tile.type).toBe('image/webp');
    // No SVG document from the platform anywhere on home (vendor icons, crests, the app icon included): each
    // block mounts as it comes on screen, so the page is scrolled to its end first.
    await page.keyboard.press('End');
    await page.getByTestId('home-footer').scrollIntoViewIfNeeded();
    const platformImages = page.locator('img[src*="/wps/static/"]');
    await expect.poll(() => platformImages.count()).toBeGreaterThan(3);
    const sources = await platformImages.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.filter((src) => /\.svg(\?|$)/.test(src))).toEqual([]);
  });
}

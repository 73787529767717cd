import { expect, test, type Page } from '@playwright/test';
import { brandLinkHref, e2eBrands, type E2EBrand } from './brands';
import { englishText } from './helpers/api-session';

/*
 * The app download page (/m/app) and the download bar on home, for every brand, in English. Journeys that follow
 * a download answer it themselves (an operator's download host may not resolve here); links.appDownloads that are
 * paths (the platform's demo apps, e2e/demo-links.spec.ts) open on the brand's site.
 */

interface AppDownloads {
  ios?: string;
  android?: string;
  mobileConfig?: string;
}

const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/116.0.5845.177 Mobile/15E148 Safari/604.1';

/** The brand's app links as the app opens them (absolute, see brandLinkHref). */
const appDownloadsOf = (brand: E2EBrand): AppDownloads =>
  Object.fromEntries(
    Object.entries((brand.config as unknown as { links: { appDownloads: AppDownloads } }).links.appDownloads)
      .filter(([key]) => key !== 'latestVersion')
      .map(([key, link]) => [key, brandLinkHref(brand, link!)]),
  );

async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
}

/**
 * Home greets visitors with the announcement popup, up to seconds later on a busy machine (e2e/popup.spec.ts
 * covers it). These journeys are about the download bar: the platform answers them no popups.
 */
async function withoutHomePopup(page: Page) {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

const safariMessage = (page: Page) => page.getByTestId('app-download-use-safari');

async function openAppPage(page: Page, brand: E2EBrand) {
  await page.goto(`${brand.origin}/m/app`);
  await expect(page.locator('[data-route="app"]')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: englishText('app_download_title').replace('{{brand}}', brand.config.name) }),
  ).toBeVisible();
}

for (const brand of e2eBrands()) {
  const downloads = appDownloadsOf(brand);
  const platforms = (['ios', 'android'] as const).filter((platform) => downloads[platform]);

  test.describe(`app download, brand ${brand.id}`, () => {
    test.beforeEach(async ({ page }) => inEnglish(page));

    test('/m/app shows a QR code per app link and the six-step guide', async ({ page }, testInfo) => {
      await openAppPage(page, brand);
      await page.screenshot({ path: testInfo.outputPath(`app-${brand.id}.png`), fullPage: true });
      const codes = page.getByRole('img', { name: /^QR code of the / });
      await expect(codes).toHaveCount(platforms.length);
      for (const platform of platforms) {
        const code = page.getByTestId(`app-download-${platform}`).getByRole('img', { name: /^QR code of the / });
        await expect(code).toBeVisible();
        await expect(code).toHaveAttribute('data-qr-value', downloads[platform]!);
        expect(await code.locator('path').getAttribute('d')).toMatch(/^M\d+,\d+h\d+/);
      }
      if (!downloads.ios) await expect(page.getByText(englishText('app_download_ios_unavailable'))).toBeVisible();
      // A Safari or Android Chrome visitor is not told to switch browsers.
      await expect(safariMessage(page)).toHaveCount(0);

      const guide = page.getByTestId('app-download-tutorial');
      const counter = guide.getByTestId('app-download-tutorial-counter');
      await guide.scrollIntoViewIfNeeded();
      await expect(counter).toHaveText('Step 1 of 6');
      // Swipe one step to the left…
      const box = (await guide.locator('.swiper').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
      await expect(counter).toHaveText('Step 2 of 6');
      // …then the next button to the last one.
      const next = guide.getByRole('button', { name: englishText('app_download_tutorial_next') });
      for (let step = 3; step <= 6; step += 1) {
        await next.click();
        await expect(counter).toHaveText(`Step ${step} of 6`);
      }
      await expect(next).toBeDisabled();
      await expect(guide.getByRole('group', { name: 'Step 6 of 6' })).toBeVisible();
    });

    test('with less motion asked for, the guide steps on with its slides resting in place', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openAppPage(page, brand);
      const guide = page.getByTestId('app-download-tutorial');
      const counter = guide.getByTestId('app-download-tutorial-counter');
      await guide.scrollIntoViewIfNeeded();
      await expect(counter).toHaveText('Step 1 of 6');
      // No moving layer: the track scrolls natively instead of being transformed.
      const track = guide.locator('.swiper-wrapper');
      expect(await track.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
      const frame = (await guide.locator('.swiper').boundingBox())!;
      const next = guide.getByRole('button', { name: englishText('app_download_tutorial_next') });
      await next.click();
      await expect(counter).toHaveText('Step 2 of 6');
      await next.click();
      await expect(counter).toHaveText('Step 3 of 6');
      const slide = guide.getByRole('group', { name: 'Step 3 of 6' });
      await expect(async () => expect(Math.round((await slide.boundingBox())!.x)).toBe(Math.round(frame.x))).toPass();
      expect(await track.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    });

    test('an apk downloads in the same window', async ({ page }) => {
      test.skip(!downloads.android, 'the brand has no Android app');
      await page.route(downloads.android!, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'apk' }));
      await openAppPage(page, brand);
      await page.getByRole('button', { name: englishText('app_download_android_button') }).click();
      await expect(page).toHaveURL(downloads.android!);
    });

    test('the iOS profile: download, back to the page, the Settings message, then the provisioning page', async ({ page, context }) => {
      test.skip(!downloads.mobileConfig, 'the brand has no iOS profile');
      await context.route(downloads.mobileConfig!, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'profile' }));
      await openAppPage(page, brand);
      const [profileWindow] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('app-download-profile').click()]);
      await expect(profileWindow).toHaveURL(downloads.mobileConfig!);
      await profileWindow.close();
      // iOS hands the page back after its profile prompt: the page is focused again.
      await page.bringToFront();
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const message = page.getByTestId('app-download-profile-message');
      await expect(message).toHaveText(englishText('app_download_profile_settings'));
      const shownAt = Date.now();
      // The platform answers the profile URL as mobileprovisionCDN (apps/platform consolidated-settings.ts).
      await page.waitForURL(downloads.mobileConfig!, { timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_000);
    });

    test('the download bar on home opens its popup, which leads to /m/app; closed, it stays closed after a reload', async ({ page }) => {
      await withoutHomePopup(page);
      await page.goto(`${brand.origin}/m/`);
      const bar = page.getByTestId('download-banner');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: englishText('download_banner_action'), exact: true }).click();
      await page.getByTestId('download-popup-more').click();
      await expect(page.locator('[data-route="app"]')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/app$/);

      await page.goto(`${brand.origin}/m/home`);
      await bar.getByRole('button', { name: englishText('app_download_bar_close'), exact: true }).click();
      await expect(bar).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('true');
      await page.reload();
      await expect(page.locator('[data-route="home"]')).toBeVisible();
      await expect(page.getByTestId('footer-menu')).toBeVisible();
      await expect(bar).toHaveCount(0);
    });

    test.describe('in Chrome on an iPhone', () => {
      test.use({ userAgent: IPHONE_CHROME });

      test('the page asks to use Safari', async ({ page }) => {
        await openAppPage(page, brand);
        await expect(safariMessage(page)).toHaveText(englishText('error_safari_download'));
        await expect(safariMessage(page)).toHaveRole('alert');
      });
    });
  });
}

import { expect, test, type Page } from '@playwright/test';
import { e2eBrands } from './brands';
import { englishText } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Installing the site itself (issue 32, item 4), from the download bar's popup on home: Android Chrome's install
 * dialog, which the journey stands in for with a synthetic `beforeinstallprompt` (a real one needs an installable
 * origin and a user gesture Chromium grants only to people), and in iOS Safari the steps to add a web clip.
 */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

async function openHomeInEnglish(page: Page, origin: string) {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  // Home's announcement popup would cover the bar (e2e/popup.spec.ts covers it): no popups here.
  await withoutPopups(page);
  await page.goto(`${origin}/m/`);
  // The app's home, not the prerendered shell's (#pd-shell), whose bar does nothing until the app takes over.
  await expect(page.locator('#root [data-route="home"]')).toBeVisible();
}

/**
 * Fires Chromium's event with a fake dialog that records its calls in window.installPrompts, until the app's
 * listener (loaded after the first paint) takes it: the app calls preventDefault on the event it keeps.
 */
async function offerInstall(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const record = window as unknown as { installPrompts?: number };
        record.installPrompts ??= 0;
        const event = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(event, {
          prompt: async () => void (record.installPrompts! += 1),
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    )
    .toBe(true);
}

async function openDownloadPopup(page: Page) {
  await page
    .getByTestId('download-banner')
    .getByRole('button', { name: englishText('download_banner_action'), exact: true })
    .click();
  const popup = page.getByTestId('download-popup');
  // The popup's code, its texts and the settings load with this first tap.
  await expect(popup).toBeVisible({ timeout: 15_000 });
  return popup;
}

for (const brand of e2eBrands()) {
  const hasAndroidApp = Boolean((brand.config as unknown as { links: { appDownloads: { android?: string } } }).links.appDownloads.android);

  test.describe(`installing the site, brand ${brand.id}`, () => {
    test.describe('in Chrome on Android', () => {
      test.use({ userAgent: ANDROID_CHROME });

      test("the popup's Install app opens Chrome's install dialog, then goes; the app link stays", async ({ page }) => {
        await openHomeInEnglish(page, brand.origin);
        await offerInstall(page);
        const popup = await openDownloadPopup(page);
        const install = popup.getByRole('button', { name: englishText('app_install_button'), exact: true });
        await expect(popup.getByText(englishText('app_install_hint').replace('{{brand}}', brand.config.name))).toBeVisible();
        await install.click();
        await expect.poll(() => page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBe(1);
        await expect(install).toHaveCount(0);
        await expect(popup.getByRole('button', { name: englishText('app_download_android_button') })).toHaveCount(hasAndroidApp ? 1 : 0);
      });
    });

    test.describe('in Safari on an iPhone', () => {
      test.use({ userAgent: IPHONE_SAFARI });

      test('the popup and /m/app show the steps to add the site to the home screen', async ({ page }) => {
        await openHomeInEnglish(page, brand.origin);
        const popup = await openDownloadPopup(page);
        const title = englishText('app_download_add_to_home_title').replace('{{brand}}', brand.config.name);
        const steps = popup.getByTestId('download-popup-web-clip');
        await expect(steps.getByRole('heading', { name: title })).toBeVisible();
        await expect(steps.getByText(englishText('app_download_add_to_home_text'))).toBeVisible();
        await expect(popup.getByRole('button', { name: englishText('app_install_button') })).toHaveCount(0);

        await page.goto(`${brand.origin}/m/app`);
        await expect(page.getByTestId('app-download-add-to-home').getByRole('heading', { name: title })).toBeVisible();
      });
    });
  });
}

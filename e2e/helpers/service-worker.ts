import { expect, type Page } from '@playwright/test';
import { englishText } from './api-session';

/** Opens home in English and waits until the brand's service worker has installed and controls the page. */
export async function openControlled(page: Page, origin: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
  // Home greets with the announcement popup (e2e/popup.spec.ts covers it): closed whenever it shows.
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('announcement-popup-content') });
  await page.addLocatorHandler(popup, (dialog) => dialog.getByRole('button', { name: englishText('header_close') }).click());
  await page.goto(`${origin}/m/`);
  await expect(page.getByTestId('home')).toBeVisible();
  // It registers once the first view has painted, then precaches the bundle: seconds on a loaded machine.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 90_000 });
}

/** Every request kept in Cache Storage. */
export const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) kept.push(request.url);
    return kept;
  });

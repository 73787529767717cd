import { expect } from '@playwright/test';
import { e2eBrands } from './brands';
import { englishText, test } from './helpers/api-session';
import { openControlled } from './helpers/service-worker';

/*
 * The installed app opens offline (issue 32, item 2), in each brand's own shell. These journeys allow the brand's
 * service worker, which the others block (playwright.config.ts). What the worker keeps and how a new build takes
 * over are the same code for every brand: e2e/service-worker.spec.ts.
 */
test.use({ serviceWorkers: 'allow' });

for (const brand of e2eBrands()) {
  test.describe(`offline: ${brand.id}`, () => {
    test("reloads offline into home's shell with the brand's logo; the game list says it is offline, and retry loads it once back", async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      await openControlled(page, brand.origin);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('home')).toBeVisible();
      await expect(page.getByTestId('brand-logo').first()).toBeVisible();
      await expect(page.getByTestId('brand-logo').first()).toHaveJSProperty('complete', true);
      expect(
        await page
          .getByTestId('brand-logo')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);

      // A route never visited: its page comes from the worker's copy of home's, and the app opens the route.
      await page.goto(`${brand.origin}/m/gameList?gameType=RNG`);
      const offline = page.getByTestId('game-list-error');
      await expect(offline).toContainText(englishText('error_offline'), { timeout: 30_000 });

      await context.setOffline(false);
      await offline.getByRole('button', { name: englishText('retry') }).click();
      await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 30_000 });
    });
  });
}

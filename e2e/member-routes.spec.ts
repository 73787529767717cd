import { expect } from '@playwright/test';
import { e2eBrands } from './brands';
import { registerMember } from './helpers/accounts';
import { englishText, openWithSession, test } from './helpers/api-session';

/*
 * Member-only routes (spec section 6): a visitor is sent to login and comes back to the route after signing
 * in; a trial user is refused the money routes with the real-account message and stays where it was.
 */

const brands = e2eBrands();
/** Journeys here read no brand setting: they run on the run's first brand. */
const firstBrand = brands[0]!;
const PASSWORD = 'Routes1234';

// Home greets with the announcement popup (e2e/popup.spec.ts covers it): close it whenever it shows.
test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('announcement-popup-content') });
  await page.addLocatorHandler(popup, (dialog) => dialog.getByRole('button', { name: englishText('header_close') }).click());
});

test('a visitor on /m/withdraw signs in and is back on /m/withdraw', async ({ page, address }) => {
  const member = await registerMember(firstBrand, address, { password: PASSWORD, usernamePrefix: 'mr', mobilePrefix: '94' });
  await openWithSession(page, firstBrand.origin, '/m/withdraw', null);
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw$/);

  await page.getByTestId('login-username').fill(member.userName);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.locator('main[data-route="withdraw"]')).toBeVisible();
});

for (const brand of brands) {
  test(`${brand.id}: a trial user on a money route is told to use a real account and stays put`, async ({ page }) => {
    await openWithSession(page, brand.origin, '/m/trail', null);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('main[data-route="home"]')).toBeVisible();

    await page.getByTestId('header-deposit').click();
    await expect(page.getByTestId('session-notice')).toHaveText(englishText('error_trial_restricted'));
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('main[data-route="home"]')).toBeVisible();
    await expect(page.getByTestId('session-notice')).toHaveCount(0, { timeout: 4_000 });
  });
}

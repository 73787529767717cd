import { expect } from '@playwright/test';
import { e2eBrands } from './brands';
import { registerMember } from './helpers/accounts';
import { englishText, openWithSession, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Member-only routes (spec section 6): a visitor is sent to login and comes back to the route after signing
 * in; a trial user is refused the money routes with the real-account message and stays where it was.
 */

const brands = e2eBrands();
/** Journeys here read no brand setting: they run on the run's first brand. */
const firstBrand = brands[0]!;
const PASSWORD = 'Routes1234';

test.beforeEach(() => test.setTimeout(90_000));

test('a visitor on /m/withdraw signs in and is back on /m/withdraw', async ({ page, address }) => {
  await withoutPopups(page);
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
    await withoutPopups(page);
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

/*
 * Issue 29: a trial user reaches the reward centre from every entry (typed, the home popup's "Go to rewards",
 * the member centre's shortcut) and is told to use a real account where it was: never the reward centre's
 * error state, and no rewards call.
 */
test('a trial user gets the real-account message from every entry to the reward centre, and stays put', async ({ page }) => {
  const rewardCalls: string[] = [];
  page.on('request', (request) => {
    if (/^\/wps\/relay\/MCS2_(availablePromotions|memberClubBenefits|rewardApplications)$/.test(new URL(request.url()).pathname))
      rewardCalls.push(request.url());
  });
  const notice = page.getByTestId('session-notice');
  const restricted = englishText('error_trial_restricted');
  // The popup is one of the entries here, so its call is answered as the platform answers it.
  const popup = page.getByRole('dialog').filter({ has: page.getByTestId('announcement-popup-content') });

  await openWithSession(page, firstBrand.origin, '/m/trail', null);
  await expect(page).toHaveURL(/\/m\/home$/);
  await popup.getByTestId('announcement-popup-go').click();
  await expect(notice).toHaveText(restricted);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('main[data-route="home"]')).toBeVisible();
  await expect(notice).toHaveCount(0, { timeout: 4_000 });

  await page.goto(`${firstBrand.origin}/m/member/home`);
  await page.getByTestId('member-centre').getByTestId('row-rewards').click();
  await expect(notice).toHaveText(restricted);
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByTestId('member-centre')).toBeVisible();
  await expect(notice).toHaveCount(0, { timeout: 4_000 });

  await page.goto(`${firstBrand.origin}/m/rewardCenter`);
  await expect(notice).toHaveText(restricted);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('reward-centre')).toHaveCount(0);
  await expect(page.getByText(englishText('rewards_load_failed'))).toHaveCount(0);
  expect(rewardCalls).toEqual([]);
});

import { expect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { apiLogin, DEMO_PASSWORD, englishText, openWithSession, platformCall, projectIndex, test } from './helpers/api-session';

/*
 * Free trial, a session ended by a login elsewhere, and logout, against the reference platform. Each phone
 * project uses its own seeded accounts (password Demo1234), none that other journeys log in with.
 */
const ACCOUNTS = [
  { revoked: 'team05', logout: 'team07' },
  { revoked: 'team06', logout: 'team08' },
];

const brands = e2eBrands();
/** Journeys here read no brand setting: they run on the run's first brand. */
const firstBrand = brands[0]!;
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

for (const brand of brands) {
  test(`${brand.id}: free trial stores a trial session, then a real-account function says so`, async ({ page }) => {
    await openWithSession(page, brand.origin, '/m/trail', null);
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(JSON.parse((await stored(page, 'MC_SESSION_INFO'))!)).toEqual({
      token: expect.any(String),
      merchantCode: `${merchantOf(brand)}trial`,
    });
    expect(await page.evaluate(() => sessionStorage.getItem('trialUserName'))).toMatch(/^guest\d+$/);

    await page.goto(`${brand.origin}/m/changePsw`);
    await expect(page.getByTestId('restricted-notice')).toContainText(englishText('error_trial_restricted'));
    await expect(page.getByTestId('change-password-form')).toHaveCount(0);
    await expect(page.getByTestId('header-logout')).toBeVisible();
  });
}

test('free play already open under another key: the trial page offers a new trial account (trialuser), which starts', async ({ page }) => {
  await openWithSession(page, firstBrand.origin, '/m/trail', null);
  await expect(page).toHaveURL(/\/m\/home$/);
  const first = JSON.parse((await stored(page, 'MC_SESSION_INFO'))!) as { token: string };
  const firstName = await page.evaluate(() => sessionStorage.getItem('trialUserName'));
  // The same device with another trial key (a second browser profile holding the device id): the platform
  // refuses to hand it the device's account.
  await page.evaluate(() => {
    localStorage.removeItem('MC_SESSION_INFO');
    localStorage.setItem('SHELL_trialKey', 'another-key-another-key-another-k');
    sessionStorage.clear();
  });
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login/freeplay');
  await page.goto(`${firstBrand.origin}/m/trail`);
  expect((await refused).status()).toBe(409);
  await expect(page.getByTestId('trial-failure')).toHaveText(englishText('error_trial_device_in_use'));

  const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/member/trialuser');
  await page.getByTestId('trial-new-account').click();
  expect((await created).request().method()).toBe('POST');
  await expect(page).toHaveURL(/\/m\/home$/);
  const second = JSON.parse((await stored(page, 'MC_SESSION_INFO'))!) as { token: string; merchantCode: string };
  expect(second).toEqual({ token: expect.any(String), merchantCode: `${merchantOf(firstBrand)}trial` });
  expect(second.token).not.toBe(first.token);
  const secondName = await page.evaluate(() => sessionStorage.getItem('trialUserName'));
  expect(secondName).toMatch(/^guest\d+$/);
  expect(secondName).not.toBe(firstName);
});

test('a login elsewhere ends the session: the next call says the account was logged out', async ({ page, address }, testInfo) => {
  test.setTimeout(150_000);
  const username = ACCOUNTS[projectIndex(testInfo.project.name)]!.revoked;
  const merchant = merchantOf(firstBrand);
  const session = await apiLogin(merchant, username, DEMO_PASSWORD, address);
  await openWithSession(page, firstBrand.origin, '/m/changePsw', session);
  await expect(page.getByTestId('header-logout')).toBeVisible();
  await expect(page.getByTestId('change-password-form')).toBeVisible();
  // The header's own calls (avatar, inbox count, contract requests) finish first: the submit is the next call.
  await page.waitForLoadState('networkidle');

  await apiLogin(merchant, username, DEMO_PASSWORD, address);
  const form = page.getByTestId('change-password-form');
  await form.locator('input[name="oldPassword"]').fill(DEMO_PASSWORD);
  await form.locator('input[name="newPassword"]').fill('Elsewhere1');
  await form.locator('input[name="confirmPassword"]').fill('Elsewhere1');
  await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/wps/member/password') && answer.status() === 401),
    form.getByTestId('change-password-submit').click(),
  ]);

  await expect(page.getByTestId('session-notice')).toHaveText(englishText('error_logged_out'));
  expect(await stored(page, 'MC_SESSION_INFO')).toBeNull();
  await expect(page.getByTestId('header-logout')).toHaveCount(0);
  await page.getByTestId('session-notice-login').click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('logout from the header: asks, ends the session on the platform, forgets it here, home', async ({ page, address }, testInfo) => {
  test.setTimeout(150_000);
  const username = ACCOUNTS[projectIndex(testInfo.project.name)]!.logout;
  const merchant = merchantOf(firstBrand);
  const session = await apiLogin(merchant, username, DEMO_PASSWORD, address);
  await openWithSession(page, firstBrand.origin, '/m/activity', session);

  await page.getByTestId('header-logout').click();
  const dialog = page.getByRole('dialog', { name: englishText('logout_confirm_title') });
  await expect(dialog).toContainText(englishText('logout_confirm_message'));
  await dialog.getByTestId('logout-cancel').click();
  await expect(dialog).toHaveCount(0);
  expect(await stored(page, 'MC_SESSION_INFO')).not.toBeNull();

  await page.getByTestId('header-logout').click();
  await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/wps/session/logout') && answer.request().method() === 'DELETE' && answer.ok()),
    page.getByTestId('logout-confirm').click(),
  ]);
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await stored(page, 'MC_SESSION_INFO')).toBeNull();
  expect(await stored(page, 'autoLogin')).toBe('0');
  await expect(page.getByTestId('session-notice')).toHaveCount(0);

  await expect(platformCall('/wps/member/info', { merchant, address, token: session.token })).rejects.toThrow(/user\.or\.token\.invalid/);
});

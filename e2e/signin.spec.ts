import { expect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { adminCall, registerMember, uniqueSuffix } from './helpers/accounts';
import { test } from './helpers/api-session';
import { dictionaries, type Language } from './helpers/dictionaries';

/*
 * Sign-in providers (issue 17 item 2) against the reference platform, which takes development identity
 * tokens outside production mode. brands/default turns FACEBOOKLOGIN3 on with the development Facebook
 * adapter, brands/lucky GOOGLELOGIN3 with the development Google adapter: each brand signs a new provider
 * account in (a new member), and the same account again as the same member. Development adapters load no
 * provider SDK. Login verification by phone auth (login_verify_required) is switched per merchant by
 * LOGINPHONEVERIF3, which would change every other login journey running beside this one: its journey
 * switches it for one new member instead (admin command login-verification), on each brand that
 * configures phone auth (brands/lucky: the development service, which shows its code on screen).
 */

const PROVIDERS = [
  { id: 'google', flag: 'GOOGLELOGIN3', name: 'Google', prefix: 'g' },
  { id: 'facebook', flag: 'FACEBOOKLOGIN3', name: 'Facebook', prefix: 'f' },
] as const;
const SDK_HOSTS = /accounts\.google\.com|connect\.facebook\.net/;

/** The development phone-auth service's hint in the brand's language, its code the first group. */
function devCodeHint(brand: E2EBrand): RegExp {
  const [before, after] = dictionaries[brand.config.languages.default as Language]['signin_verify_dev_code']!.split('{{code}}');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before!)}(\\d{6})${escape(after ?? '')}`);
}

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));

/** Signs in through the development dialog as `email`; answers the platform's login envelope. */
async function signInAs(page: Page, brand: E2EBrand, provider: (typeof PROVIDERS)[number], email: string) {
  await page.goto(`${brand.origin}/m/login`);
  await page.getByTestId(`social-login-${provider.id}`).click();
  const dialog = page.getByTestId('dev-sign-in');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('dev-sign-in-email').fill(email);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/wps/session/login') && answer.request().method() === 'POST'),
    dialog.getByTestId('dev-sign-in-continue').click(),
  ]);
  return (await response.json()) as { success: boolean; errorCode?: string };
}

for (const brand of e2eBrands()) {
  const offered = PROVIDERS.filter((provider) => brand.config.flags[provider.flag]);

  test.describe(`sign-in providers, brand ${brand.id}`, () => {
    test('shows only the providers whose flag is on, and a cancelled development sign-in sends nothing', async ({ page }) => {
      const sdkRequests: string[] = [];
      page.on('request', (request) => {
        if (SDK_HOSTS.test(request.url())) sdkRequests.push(request.url());
      });
      await page.goto(`${brand.origin}/m/login`);
      await expect(page.getByTestId('login-form')).toBeVisible();
      for (const provider of PROVIDERS) {
        await expect(page.getByTestId(`social-login-${provider.id}`)).toHaveCount(offered.includes(provider) ? 1 : 0);
      }
      test.skip(offered.length === 0, `brand ${brand.id} turns no sign-in provider on`);

      const provider = offered[0]!;
      let logins = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/wps/session/login')) logins++;
      });
      await page.getByTestId(`social-login-${provider.id}`).click();
      const dialog = page.getByTestId('dev-sign-in');
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toContainText(provider.name);
      await page.getByRole('button', { name: /cancel|hủy/i }).click();
      await expect(dialog).toBeHidden();
      expect(logins).toBe(0);
      await expect(page.getByTestId('login-form')).toBeVisible();
      // The development adapter never fetches the provider's SDK.
      expect(sdkRequests).toEqual([]);
    });

    for (const provider of offered) {
      test(`signs a new ${provider.name} account in as a new member, and the same account again as that member`, async ({ page }) => {
        const email = `player.${uniqueSuffix()}@example.test`;
        expect(await signInAs(page, brand, provider, email)).toMatchObject({ success: true });
        await expect(page).toHaveURL(/\/m\/home$/);
        const first = await storedSession(page);
        expect(first).toMatchObject({ merchantCode: merchantOf(brand), type: 0 });
        expect(first.userName).toMatch(new RegExp(`^${provider.prefix}[0-9a-z]{11}$`));
        await expect(page.getByTestId('header-logout')).toBeVisible();

        // Signed out (the stored session gone), the same account signs the same member in again.
        await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
        expect(await signInAs(page, brand, provider, email.toUpperCase())).toMatchObject({ success: true });
        await expect(page).toHaveURL(/\/m\/home$/);
        const again = await storedSession(page);
        expect(again.userName).toBe(first.userName);
        expect(again.token).not.toBe(first.token);
      });
    }

    if (brand.config.signIn?.phoneAuth) {
      test('a member asked to verify the number (login_verify_required) verifies it by phone auth and is logged in', async ({
        page,
        address,
      }) => {
        const password = 'Verify1234';
        const member = await registerMember(brand, address, { password, usernamePrefix: 'pv', mobilePrefix: '88' });
        const switched = await adminCall<{ loginPhoneVerification: boolean; mobile: string }>('/login-verification', {
          merchant: merchantOf(brand),
          username: member.userName,
          on: true,
        });
        expect(switched.loginPhoneVerification).toBe(true);

        await page.goto(`${brand.origin}/m/login`);
        await page.getByTestId('login-username').fill(member.userName);
        await page.getByTestId('login-password').fill(password);
        const [refused] = await Promise.all([
          page.waitForResponse((answer) => answer.url().endsWith('/wps/session/login')),
          page.getByTestId('login-submit').click(),
        ]);
        expect(await refused.json()).toMatchObject({ success: false, errorCode: 'login_verify_required' });
        const step = page.getByTestId('login-verification');
        await expect(step).toContainText(`•••• ${switched.mobile.slice(-4)}`);
        await expect(step.locator('input')).toBeDisabled();

        await step.getByTestId('login-verification-send').click();
        const hint = step.getByText(devCodeHint(brand));
        await expect(hint).toBeVisible();
        const code = devCodeHint(brand).exec((await hint.textContent())!)?.[1];
        expect(code).toBeTruthy();
        await step.locator('input').fill(code!);
        const [verified] = await Promise.all([
          page.waitForResponse((answer) => answer.url().endsWith('/wps/session/login')),
          step.getByTestId('login-verification-submit').click(),
        ]);
        expect(await verified.json()).toMatchObject({ success: true });
        await expect(page).toHaveURL(/\/m\/home$/);
        expect(await storedSession(page)).toMatchObject({ userName: member.userName, merchantCode: merchantOf(brand) });
      });
    }
  });
}

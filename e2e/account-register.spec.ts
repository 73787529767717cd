import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eBrandsWhere, type E2EBrand } from './brands';
import { ADMIN_HEADERS } from './helpers/api-session';
import { dictionaries, type Language } from './helpers/dictionaries';

/*
 * Registration journeys against the reference platform (in memory). The platform limits registrations,
 * captcha images and look-ups per client IP, so each journey reaches the server from its own loopback
 * address (all of 127.0.0.0/8 is this machine) and cannot use up another journey's allowance.
 */

const platformOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`;
const PASSWORD = 'Pass1234';
const dictionary = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...['common.json', 'shell.json'].map((file) =>
      JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'libs/i18n/src/locales', language.toLowerCase(), file), 'utf8')),
    ),
  );

let journeysInWorker = 0;

const test = base.extend<{ page: Page }>({
  page: async ({ playwright, launchOptions }, provide, testInfo) => {
    const address = `127.78.${(testInfo.workerIndex % 250) + 1}.${++journeysInWorker}`;
    const rules = `--host-resolver-rules=MAP localhost ${address}, MAP *.localhost ${address}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`;
    const args = (launchOptions.args ?? []).filter((arg) => !arg.startsWith('--host-resolver-rules='));
    const browser = await playwright.chromium.launch({ ...launchOptions, args: [...args, rules] });
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
    try {
      await provide(await context.newPage());
    } finally {
      await browser.close();
    }
  },
});

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
/** Registration by user name only (USERNAMEREG3 on, MOBILENUMREG3 off), as brands/default. */
const byUserName = e2eBrandsWhere(({ config: { flags } }) => flags.USERNAMEREG3 === true && flags.MOBILENUMREG3 !== true);
/** Registration by mobile number only, verified through the development phone-auth service, as brands/lucky. */
const byPhoneAuth = e2eBrandsWhere(
  ({ config: { flags, signIn } }) =>
    flags.MOBILENUMREG3 === true &&
    flags.USERNAMEREG3 !== true &&
    (signIn?.phoneAuth as { development?: boolean } | undefined)?.development === true,
);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(-10);

async function devValue<T>(request: APIRequestContext, brand: E2EBrand, query: string): Promise<T> {
  const response = await request.get(`${platformOrigin}${query}`, { headers: { ...ADMIN_HEADERS, Merchant: merchantOf(brand) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** The answer of the captcha the page shows now (bound to the page's SHELL_deviceId). */
async function captchaAnswer(page: Page, brand: E2EBrand): Promise<string> {
  const deviceId = await page.evaluate(() => localStorage.getItem('SHELL_deviceId'));
  const { answer } = await devValue<{ answer: string | null }>(page.request, brand, `/__dev/captcha?loginDeviceId=${deviceId}`);
  expect(answer).toBeTruthy();
  return answer!;
}

/** The development phone-auth service's hint in the brand's language, its code the first group. */
function devCodeHint(brand: E2EBrand): RegExp {
  const [before, after] = dictionaries[brand.config.languages.default as Language]['signin_verify_dev_code']!.split('{{code}}');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before!)}(\\d{6})${escape(after ?? '')}`);
}

const captchaLoaded = (page: Page) => page.waitForResponse((answer) => new URL(answer.url()).pathname === '/wps/captcha' && answer.ok());

async function openRegister(page: Page, brand: E2EBrand) {
  const captcha = captchaLoaded(page);
  await page.goto(`${brand.origin}/m/register`);
  await captcha;
  await expect(page.getByTestId('register-captcha-image').locator('img')).toBeVisible();
}

async function expectLoggedInAtHome(page: Page, brand: E2EBrand) {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  await expect(page.getByTestId('footer-member')).toBeVisible();
  await expect(page.getByTestId('footer-other')).toHaveCount(0);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));
  expect(session).toMatchObject({ merchantCode: merchantOf(brand), token: expect.any(String), type: 0 });
  return session as { userName: string };
}

for (const brand of byUserName) {
  test.describe(`register, ${brand.id} (by user name)`, () => {
    test('a new member registers by user name and lands logged in on home', async ({ page }) => {
      await openRegister(page, brand);
      await expect(page.getByTestId('register-tab-username')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('register-mobileNum')).toHaveCount(0);
      const username = `e2e${unique()}`;
      await page.getByTestId('register-username').fill(username);
      await page.getByTestId('register-password').fill(PASSWORD);
      await page.getByTestId('register-confirmPassword').fill(PASSWORD);
      await page.getByTestId('register-captcha').fill(await captchaAnswer(page, brand));
      await expect(page.getByTestId('terms-checkbox')).toBeChecked();
      const [registration] = await Promise.all([
        page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/member/register'),
        page.getByTestId('register-submit').click(),
      ]);
      expect(registration.method()).toBe('POST');
      const session = await expectLoggedInAtHome(page, brand);
      expect(session.userName).toBe(username);
    });

    test('a wrong invitation code shows invitation_code_error on the field and does not register', async ({ page }) => {
      await openRegister(page, brand);
      const registrations: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/wps/member/register')) registrations.push(request.url());
      });
      await page.getByTestId('register-username').fill(`e2e${unique()}`);
      await page.getByTestId('register-password').fill(PASSWORD);
      await page.getByTestId('register-confirmPassword').fill(PASSWORD);
      await page.getByTestId('register-captcha').fill(await captchaAnswer(page, brand));
      await page.getByTestId('register-affiliateCode').fill('NO-SUCH-AGENT');
      await page.getByTestId('register-submit').click();
      const field = page.getByTestId('register-affiliateCode');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      const message = dictionary(brand.config.languages.default)['invitation_code_error']!;
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/m\/register$/);
      expect(registrations).toEqual([]);
    });

    test('the terms popups open, and unticking the terms disables submit', async ({ page }, testInfo) => {
      await openRegister(page, brand);
      await page.screenshot({ path: testInfo.outputPath('register-default.png'), fullPage: true });
      await testInfo.attach('register-default', { path: testInfo.outputPath('register-default.png'), contentType: 'image/png' });
      await expect(page.getByText(new RegExp(`\\b${brand.config.minimumAge}\\b`)).first()).toBeVisible();
      await page.getByTestId('terms-open-privacy').click();
      await expect(page.getByRole('dialog').getByTestId('policy-privacy').locator('section')).toHaveCount(7);
      await page.screenshot({ path: testInfo.outputPath('register-privacy.png') });
      await testInfo.attach('register-privacy', { path: testInfo.outputPath('register-privacy.png'), contentType: 'image/png' });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByTestId('terms-checkbox').uncheck();
      await expect(page.getByTestId('register-submit')).toBeDisabled();
    });
  });
}

for (const brand of byPhoneAuth) {
  test.describe(`register, ${brand.id} (by mobile number, verified through phone auth)`, () => {
    // brands/lucky configures the development phone-auth service: it sends no SMS and shows its code under the
    // field; the platform's /sms/register is not asked and the captcha is left for the registration itself.
    test('a new member registers by mobile number with the phone-auth code and lands logged in on home', async ({ page }, testInfo) => {
      expect(brand.config.signIn).toMatchObject({ phoneAuth: { development: true } });
      await openRegister(page, brand);
      await expect(page.getByTestId('register-tab-mobileNum')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('register-tab-username')).toHaveCount(0);
      const platformSms: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/wps/verification/sms/')) platformSms.push(request.url());
      });
      const mobile = `93${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      await page.getByTestId('register-mobileNum').fill(mobile);
      const captcha = await captchaAnswer(page, brand);
      await page.getByTestId('register-captcha').fill(captcha);

      await page.getByTestId('sms-get-code').click();
      await expect(page.getByTestId('sms-countdown')).toBeVisible();
      const hint = page.getByText(devCodeHint(brand));
      await expect(hint).toBeVisible();
      const code = devCodeHint(brand).exec((await hint.textContent())!)?.[1];
      expect(code).toBeTruthy();
      await expect(page.getByTestId('register-captcha')).toHaveValue(captcha);
      await page.screenshot({ path: testInfo.outputPath('register-lucky.png'), fullPage: true });
      await testInfo.attach('register-lucky', { path: testInfo.outputPath('register-lucky.png'), contentType: 'image/png' });

      await page.locator('input[name="verificationCode"]').fill(code!);
      await page.getByTestId('register-password').fill(PASSWORD);
      await page.getByTestId('register-confirmPassword').fill(PASSWORD);
      const [registration] = await Promise.all([
        page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/member/register/mobile'),
        page.getByTestId('register-submit').click(),
      ]);
      expect(registration.method()).toBe('POST');
      const dialingCode = await page.getByTestId('register-form-mobileNum').locator('select').inputValue();
      const session = await expectLoggedInAtHome(page, brand);
      expect(session.userName).toBe(`${dialingCode}${mobile}`);
      expect(platformSms).toEqual([]);
    });
  });
}

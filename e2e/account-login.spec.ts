import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { declaresBrand, declaresShared } from './journeys';
import { ADMIN_HEADERS } from './helpers/api-session';
import { dictionaries, phoneAuthCodeHint, type Language } from './helpers/dictionaries';

/*
 * Login journeys against the reference platform (in memory, demo accounts seeded on every merchant,
 * password Demo1234). The platform counts failed logins and rate-limits logins per client IP (3 failures
 * in 15 minutes ask every login from that IP for a captcha; 300 attempts a minute), and a login ends the
 * account's other sessions. So each journey comes from an address of its own (X-Forwarded-For, which the
 * platform honours with TRUST_PROXY=true) and each project logs in its own accounts: journeys running side
 * by side, in this file or another, neither trigger nor clear each other's captcha, limits or sessions.
 * The SMS code tab of a brand with a phone-auth service (brands/lucky: the development one, whose code shows
 * under the field) has the service send and check the code: the platform sends none and takes its token.
 */

const PASSWORD = 'Demo1234';
const platformOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 4310)}`;

interface ProjectAccounts {
  remember: string;
  captcha: string;
  /** A seeded member with a mobile number: member0N is demo member N-1, mobile 9000000 + index, country 84. */
  sms: { username: string; mobile: string };
}

const ACCOUNTS: ProjectAccounts[] = [
  { remember: 'team01', captcha: 'team11', sms: { username: 'member01', mobile: '900000000' } },
  { remember: 'team02', captcha: 'team12', sms: { username: 'type41', mobile: '900000005' } },
];

let journeysInWorker = 0;

async function assertAddressHonoured(page: Page, address: string) {
  const response = await page.request.get(`${platformOrigin}/wps/system/status`, {
    headers: { Merchant: 'PLAYDECK', 'X-Forwarded-For': address },
  });
  const seen = ((await response.json()) as { value?: { location?: { ip?: string } } }).value?.location?.ip;
  if (seen !== address) {
    throw new Error(
      `The platform sees this journey as ${seen}, not ${address}: start it with TRUST_PROXY=true ` +
        '(playwright.config.ts webServer.env) so login journeys do not share per-IP captcha and rate limits.',
    );
  }
}

/** Each journey's requests carry X-Forwarded-For 198.18.<worker>.<journey> (a benchmarking range). */
const test = base.extend<{ page: Page }>({
  // `provide`, not `use`: the React hooks lint reads any `use(…)` call as a hook.
  page: async ({ page }, provide, testInfo) => {
    const address = `198.18.${testInfo.workerIndex % 250}.${++journeysInWorker % 250}`;
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await assertAddressHonoured(page, address);
    await provide(page);
  },
});

const accountsOf = (projectName: string) => ACCOUNTS[projectName === 'iphone' ? 1 : 0]!;
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

async function devValue<T>(request: APIRequestContext, brand: E2EBrand, path: string): Promise<T> {
  const response = await request.get(`${platformOrigin}${path}`, { headers: { ...ADMIN_HEADERS, Merchant: merchantOf(brand) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** Submits the form and answers the platform's login envelope. */
async function submitLogin(page: Page): Promise<{ success: boolean; errorCode?: string; value?: { captcha?: boolean } | null }> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/wps/session/login') && answer.request().method() === 'POST'),
    page.getByTestId('login-submit').click(),
  ]);
  return response.json();
}

async function openLogin(page: Page, brand: E2EBrand) {
  await page.goto(`${brand.origin}/m/login`);
  await expect(page.getByTestId('login-form')).toBeVisible();
}

const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? 'null'));

for (const brand of e2eBrands()) {
  test.describe(`login, brand ${brand.id}`, () => {
    if (declaresShared()) {
      test.describe('remember password', () => {
        test('logs in with the box ticked, then finds the form filled after the session is gone', async ({ page }, testInfo) => {
          const username = accountsOf(testInfo.project.name).remember;
          await openLogin(page, brand);
          await page.getByTestId('login-username').fill(username);
          await page.getByTestId('login-password').fill(PASSWORD);
          await page.getByTestId('login-remember').check();
          expect((await submitLogin(page)).success).toBe(true);
          await expect(page).toHaveURL(/\/m\/home$/);
          expect(await storedSession(page)).toMatchObject({ userName: username, merchantCode: merchantOf(brand), type: 0 });

          // No recoverable password (issue 16 item 6): the account and a ciphertext of a non-extractable key.
          const remembered = await page.evaluate(() => localStorage.getItem('remPass'));
          for (const readable of [PASSWORD, btoa(PASSWORD), btoa(btoa(PASSWORD))]) expect(remembered).not.toContain(readable);
          expect(JSON.parse(remembered!)).toMatchObject({
            type: 'username',
            username,
            sealed: { iv: expect.any(String), data: expect.any(String) },
          });
          expect(JSON.parse(remembered!).password).toBeUndefined();

          await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
          await page.goto(`${brand.origin}/m/login`);
          await expect(page.getByTestId('login-username')).toHaveValue(username);
          await expect(page.getByTestId('login-password')).toHaveValue(PASSWORD);
          await expect(page.getByTestId('login-remember')).toBeChecked();

          await page.getByTestId('login-remember').uncheck();
          expect(await page.evaluate(() => localStorage.getItem('remPass'))).toBeNull();
        });

        test('discards a password remembered the old way (base64) when the form reads it', async ({ page }, testInfo) => {
          const username = accountsOf(testInfo.project.name).remember;
          await openLogin(page, brand);
          await page.evaluate(
            (name) =>
              localStorage.setItem(
                'remPass',
                JSON.stringify({ type: 'username', username: name, password: btoa(btoa('Demo1234')), countryDialingCode: '' }),
              ),
            username,
          );
          await page.goto(`${brand.origin}/m/login`);
          await expect(page.getByTestId('login-username')).toHaveValue(username);
          await expect(page.getByTestId('login-password')).toHaveValue('');
          const remembered = await page.evaluate(() => localStorage.getItem('remPass'));
          expect(JSON.parse(remembered!)).toEqual({ type: 'username', username, countryDialingCode: '' });
        });
      });
    }

    if (declaresShared()) {
      test.describe('captcha', () => {
        test('shows after three wrong passwords, changes on tap, and once solved lets the member in', async ({ page }, testInfo) => {
          const username = accountsOf(testInfo.project.name).captcha;
          await openLogin(page, brand);
          await page.getByTestId('login-username').fill(username);
          await page.getByTestId('login-password').fill('Wrong0000');
          for (let attempt = 1; attempt <= 3; attempt++) {
            const answer = await submitLogin(page);
            expect(answer).toMatchObject({ success: false, errorCode: 'login.password.error' });
            if (attempt < 3) await expect(page.getByTestId('login-captcha')).toHaveCount(0);
          }
          const image = page.getByTestId('captcha-image');
          await expect(image).toBeVisible();
          const first = await image.getAttribute('src');
          expect(first).toMatch(/^data:image\/png;base64,/);
          await page.getByTestId('captcha-refresh').click();
          await expect(image).not.toHaveAttribute('src', first!);

          const deviceId = await page.evaluate(() => localStorage.getItem('SHELL_deviceId'));
          expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
          const { answer } = await devValue<{ answer: string | null }>(page.request, brand, `/__dev/captcha?loginDeviceId=${deviceId}`);
          expect(answer).toBeTruthy();
          await page.getByTestId('login-password').fill(PASSWORD);
          await page.getByTestId('login-captcha').fill(answer!);
          expect((await submitLogin(page)).success).toBe(true);
          await expect(page).toHaveURL(/\/m\/home$/);
          expect(await storedSession(page)).toMatchObject({ userName: username });
        });
      });
    }

    if (declaresBrand() && brand.config.flags.MOBILEVERCODELOGIN3) {
      test.describe('SMS code', () => {
        test('logs in with the mobile number and the code sent to it', async ({ page }, testInfo) => {
          const { username, mobile } = accountsOf(testInfo.project.name).sms;
          const phoneAuth = brand.config.signIn?.phoneAuth !== undefined;
          const platformSms: string[] = [];
          const logins: string[] = [];
          page.on('request', (request) => {
            const { pathname } = new URL(request.url());
            if (pathname.startsWith('/wps/verification/sms/')) platformSms.push(pathname);
            if (pathname === '/wps/session/login') logins.push(pathname);
          });
          await openLogin(page, brand);
          await page.getByTestId('login-mode-sms').click();
          await expect(page.getByTestId('login-dialing-code')).toHaveValue('84');
          await page.getByTestId('login-mobile').fill(mobile);
          const codeField = page.locator('input[name="verificationCode"]');
          let code: string | undefined;
          if (phoneAuth) {
            await page.getByTestId('sms-get-code').click();
            await expect(page.getByTestId('sms-countdown')).toBeVisible();
            const hintText = phoneAuthCodeHint(brand.config.languages.default as Language);
            const hint = page.getByText(hintText);
            await expect(hint).toBeVisible();
            code = hintText.exec((await hint.textContent())!)?.[1];
            expect(code).toBeTruthy();
            // A wrong code is the service's refusal: the field is emptied and the platform is not asked.
            await codeField.fill(code === '000000' ? '111111' : '000000');
            await page.getByTestId('login-submit').click();
            await expect(
              page.getByText(dictionaries[brand.config.languages.default as Language]['error_verification_code']!),
            ).toBeVisible();
            await expect(codeField).toHaveValue('');
            expect(logins).toEqual([]);
          } else {
            await Promise.all([
              page.waitForResponse((answer) => answer.url().endsWith('/wps/verification/sms/noLogin') && answer.ok()),
              page.getByTestId('sms-get-code').click(),
            ]);
            await expect(page.getByTestId('sms-countdown')).toBeVisible();
            const messages = await devValue<{ body: string }[]>(page.request, brand, `/__dev/outbox?recipient=%2B84${mobile}`);
            code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
            expect(code).toBeTruthy();
          }
          await codeField.fill(code!);
          expect((await submitLogin(page)).success).toBe(true);
          await expect(page).toHaveURL(/\/m\/home$/);
          expect(await storedSession(page)).toMatchObject({ userName: username, merchantCode: merchantOf(brand) });
          // Through phone auth the platform sent no code: the login it took carried the service's token (type firebase).
          if (phoneAuth) expect(platformSms).toEqual([]);
          else expect(platformSms).toEqual(['/wps/verification/sms/noLogin']);
        });
      });
    } else if (declaresBrand()) {
      base('offers no SMS login without MOBILEVERCODELOGIN3', async ({ page }) => {
        await openLogin(page, brand);
        await expect(page.getByTestId('login-username')).toBeVisible();
        await expect(page.getByTestId('login-mode-sms')).toHaveCount(0);
        await expect(page.getByTestId('login-mobile')).toHaveCount(0);
      });
    }
  });
}

import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { encryptRequestBody, type RsaPublicKey } from '../libs/api/src/crypto';
import { e2eBrands, type E2EBrand } from './brands';
import { registerMember, solvedCaptcha } from './helpers/accounts';
import { ADMIN_HEADERS, platformCall, platformOrigin, test } from './helpers/api-session';

/*
 * Issues 16 and 28's limits from outside: the platform runs with TRUST_PROXY=true (loopback), as the journeys'
 * proxy. A client cannot choose its address by writing X-Forwarded-For, failed logins are what is counted
 * (an address past its failures is asked for captchas, not refused), and an attacker's failures on a user
 * name never lock its owner out.
 */

const OWNER_PASSWORD = 'Owner2468';
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

/** One login attempt over the API as the login screen sends it; answers the status and envelope. */
async function attemptLogin(merchant: string, forwardedFor: string, body: Record<string, unknown>) {
  const headers = { Merchant: merchant, Device: 'web', Language: 'EN', 'X-Forwarded-For': forwardedFor };
  const key = await platformCall<RsaPublicKey>('/wps/session/key/rsa', { merchant, address: forwardedFor.split(',').at(-1)!.trim() });
  const encrypted = encryptRequestBody(body, key);
  const response = await fetch(`${platformOrigin}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, ...encrypted.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(encrypted.body),
  });
  const envelope = (await response.json()) as { success: boolean; errorCode?: string; value?: Record<string, unknown> | null };
  return { status: response.status, envelope };
}

async function submitLogin(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/wps/session/login') && answer.request().method() === 'POST'),
    page.getByTestId('login-submit').click(),
  ]);
  return (await response.json()) as { success: boolean; errorCode?: string };
}

for (const brand of e2eBrands()) {
  test.describe(`limits, brand ${brand.id}`, () => {
    test('failures from one address ask for a captcha, never a refusal, whatever X-Forwarded-For it writes', async ({ address }) => {
      const merchant = merchantOf(brand);
      const answers = [];
      for (let i = 0; i < 13; i++) {
        // The client writes a new address each time; the proxy (loopback) appends the one it saw.
        answers.push(
          await attemptLogin(merchant, `10.${i}.${i}.${i}, ${address}`, {
            type: 'username',
            username: `nobody${i}x`,
            password: 'Wrong0000',
            loginDeviceId: randomUUID(),
          }),
        );
      }
      expect(answers.slice(0, 3).map((answer) => answer.envelope.errorCode)).toEqual(Array(3).fill('login.password.error'));
      expect(answers[2]!.envelope.value).toEqual({ captcha: true });
      // The prompts that follow are not failures and are not refused: a person answers them.
      for (const prompt of answers.slice(3)) {
        expect(prompt.status).toBe(400);
        expect(prompt.envelope).toMatchObject({ success: false, errorCode: 'captcha.required', value: { captcha: true } });
      }
    });

    test('after 21 failures on a user name its owner still signs in with the password and the captcha', async ({ page, address }) => {
      test.setTimeout(90_000);
      const merchant = merchantOf(brand);
      const owner = await registerMember(brand, address, { password: OWNER_PASSWORD, usernamePrefix: 'lm', mobilePrefix: '95' });
      const [, , worker, journey] = address.split('.');
      // The attacker solves every captcha it is shown and comes from a new address each time.
      const guess = async (i: number) => {
        const attacker = `10.${worker}.${journey}.${i + 1}`;
        const loginDeviceId = randomUUID();
        const captcha = i < 3 ? undefined : await solvedCaptcha(merchant, attacker, loginDeviceId);
        const answer = await attemptLogin(merchant, attacker, {
          type: 'username',
          username: owner.userName,
          password: `Guess${i}xyz`,
          loginDeviceId,
          ...(captcha && { captcha }),
        });
        expect(answer.envelope.errorCode).toBe('login.password.error');
      };
      for (let i = 0; i < 3; i++) await guess(i);
      // Past 5 failures each attempt waits up to 4 s: the attacker sends six at a time.
      for (let first = 3; first < 21; first += 6) await Promise.all([0, 1, 2, 3, 4, 5].map((n) => guess(first + n)));

      await page.goto(`${brand.origin}/m/login`);
      await page.getByTestId('login-username').fill(owner.userName);
      await page.getByTestId('login-password').fill(OWNER_PASSWORD);
      expect(await submitLogin(page)).toMatchObject({ success: false, errorCode: 'captcha.required' });
      await expect(page.getByTestId('captcha-image')).toBeVisible();
      const deviceId = await page.evaluate(() => localStorage.getItem('SHELL_deviceId'));
      const response = await page.request.get(`${platformOrigin}/__dev/captcha?loginDeviceId=${deviceId}`, {
        headers: { ...ADMIN_HEADERS, Merchant: merchant },
      });
      const { answer } = ((await response.json()) as { value: { answer: string } }).value;
      await page.getByTestId('login-captcha').fill(answer);
      expect((await submitLogin(page)).success).toBe(true);
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  });
}

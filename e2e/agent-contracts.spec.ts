import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { adminCall, registerMember, uniqueSuffix } from './helpers/accounts';
import { apiLogin, DEMO_PASSWORD, englishText, openWithSession, platformOrigin, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';
import { shownMoney } from './helpers/money';

/*
 * Agent contracts and rebates (issue 14, item 3 and the rebate screens), on every brand. A fresh sub-agent
 * (opened under agent09 by the admin route, so agent01's team figures stay the seed's) gets a daily-salary
 * offer through the admin route, signs in on the login screen, is prompted, answers Go, lands on the
 * salary-contract screen and accepts: the offer is in force and the prompt does not come back. agent01 tries
 * to give agent02 a rebate above its own: the form refuses it with the message, and so does the platform.
 * A fresh type-0 member's home asks for contract requests and prompts nothing.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const PASSWORD = 'Agent12345';

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

const promptOf = (page: Page) => page.getByRole('dialog').filter({ hasText: englishText('agc_prompt_title') });

for (const brand of e2eBrands()) {
  const merchant = merchantOf(brand);

  test.describe(`${brand.id}: agent contracts`, () => {
    test('a fresh sub-agent answers the salary-contract prompt with Go and accepts the offer', async ({ page }) => {
      test.setTimeout(120_000);
      const username = `ac${uniqueSuffix()}`;
      await adminCall('/agent-subordinate', { merchant, parent: 'agent09', username, password: PASSWORD, type: 2 });
      const offer = await adminCall<{ id: number; state: string }>('/contract-offer', {
        merchant,
        username,
        kind: 'SALARY',
        basis: 'TURNOVER',
        tiers: [
          { min: 0, value: 25 },
          { min: 1000, value: 80 },
        ],
      });
      expect(offer.state).toBe('PENDING');

      await withoutPopups(page);
      await page.goto(`${brand.origin}/m/other`);
      await page.evaluate(() => localStorage.setItem('language', 'EN'));
      await page.goto(`${brand.origin}/m/login`);
      await page.getByTestId('login-username').fill(username);
      await page.getByTestId('login-password').fill(PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/m\/home$/);

      const prompt = promptOf(page);
      await expect(prompt).toContainText(englishText('agc_prompt_SALARY'));
      await prompt.getByRole('button', { name: englishText('agc_prompt_go') }).click();
      await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
      await expect(promptOf(page)).toHaveCount(0);

      const pending = page.getByTestId('agent-contract-pending');
      await expect(pending).toContainText(englishText('agc_offer_title').replace('{{upline}}', 'agent09'));
      await expect(page.getByTestId('agent-contract-offer-terms')).toContainText(shownMoney(8_000, brand.config.currency));
      await page.getByTestId('agent-contract-accept').click();
      await expect(page.getByTestId('agent-contract-no-offer')).toBeVisible();
      await expect(page.getByTestId('agent-contract-current')).toContainText(englishText('agc_state_ACCEPTED'));
      await expect(page.getByTestId('agent-contract-current-terms')).toContainText(shownMoney(2_500, brand.config.currency));

      const contracts = await adminCall<{ id: number; state: string }[]>(`/contracts?${new URLSearchParams({ merchant, username })}`);
      expect(contracts).toEqual([expect.objectContaining({ id: offer.id, state: 'ACCEPTED' })]);

      // Home asks again and finds nothing pending: no prompt.
      const asked = page.waitForResponse((answer) => answer.url().includes('/wps/member/info/funds/consolidated'));
      await page.goto(`${brand.origin}/m/home`);
      expect(((await (await asked).json()) as { value: { dailysalreqtype: number } }).value.dailysalreqtype).toBe(0);
      await expect(promptOf(page)).toHaveCount(0);
    });

    test('agent01 cannot give a subordinate a rebate above its own, in the form or on the platform', async ({ page, address }) => {
      test.setTimeout(90_000);
      const session = await apiLogin(merchant, 'agent01', DEMO_PASSWORD, address);
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/member/teamRebate', session);
      await expect(page.getByTestId('team-rebate-own')).toContainText('1.50%');
      await page.getByTestId('team-rebate-edit-agent02').click();
      const rng = page.getByTestId('team-rebate-rate-RNG');
      await expect(rng).toHaveValue('1.20');
      await rng.fill('1.51');
      await page.getByTestId('team-rebate-save').click();
      await expect(page.getByRole('dialog')).toContainText(englishText('error_rebate_rate_above_own'));

      // The platform refuses it too, whatever the form lets through.
      const response = await fetch(`${platformOrigin}/wps/agent/rebate/team`, {
        method: 'POST',
        headers: { Merchant: merchant, Authorization: session.token, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ username: 'agent02', rates: [{ category: 'RNG', rateBp: 151 }] }),
      });
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'rebate.rate.above.own', value: { field: 'RNG' } });
      const team = await fetch(`${platformOrigin}/wps/agent/rebate/team`, {
        headers: { Merchant: merchant, Authorization: session.token, 'X-Forwarded-For': address },
      });
      const agent02 = (
        (await team.json()) as { value: { list: { username: string; rates: { category: string; rateBp: number }[] }[] } }
      ).value.list.find((row) => row.username === 'agent02');
      expect(agent02?.rates.find((rate) => rate.category === 'RNG')?.rateBp).toBe(120);
    });

    test('a type-0 member is asked for contract requests and sees no prompt', async ({ page, address }) => {
      test.setTimeout(90_000);
      const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'ac', mobilePrefix: '93' });
      await withoutPopups(page);
      const asked = page.waitForResponse((answer) => answer.url().includes('/wps/member/info/funds/consolidated'));
      await openWithSession(page, brand.origin, '/m/home', member);
      expect(((await (await asked).json()) as { value: unknown }).value).toEqual({
        dailysalreqtype: 0,
        divtypecompperiodreq: 0,
        contracthoursalreq: 0,
      });
      await expect(page.getByTestId('home-header')).toBeVisible();
      await expect(promptOf(page)).toHaveCount(0);
    });
  });
}

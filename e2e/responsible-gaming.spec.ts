import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands } from './brands';
import { adminCall, registerMember } from './helpers/accounts';
import { englishText, openWithSession, test } from './helpers/api-session';
import { shownMoney } from './helpers/money';
import { withoutPopups } from './helpers/popups';

/*
 * Responsible gaming (issue 33), the acceptance example as a member lives it: a daily deposit limit of 100, a
 * deposit of 80 the operator confirms, then the deposit screen says 20 is left and refuses 30; raising the limit
 * to 500 waits ("pending until"); a 24-hour time-out signs the member out and sign-in is refused with its end
 * date. The member is registered for this journey alone: nobody can lift the time-out it takes.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const PASSWORD = 'Limits1234';
const DATE_TIME = String.raw`\d{4}/\d{2}/\d{2} \d{2}:\d{2}`;

/** An English text with its {{params}} matched by the given patterns, as a whole-text regular expression. */
function textPattern(key: string, params: Record<string, string>): RegExp {
  const escaped = englishText(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => params[name] ?? '.+')}$`);
}

const limitInput = (page: Page, field: string) => page.getByTestId(`rg-limit-${field}`);

async function saveDailyDepositLimit(page: Page, origin: string, amount: string): Promise<void> {
  await page.goto(`${origin}/m/securityCenter?rg=limits`);
  await limitInput(page, 'DEPOSIT_DAILY').fill(amount);
  await page.getByTestId('rg-limits-submit').click();
}

/** The e-wallet channel: its minimum (20) is below what the limit leaves, so the limit speaks for itself. */
async function chooseEwallet(page: Page): Promise<void> {
  const depositScreen = page.getByTestId('deposit-screen');
  await depositScreen.locator('[data-testid="deposit-channel"][data-channel-type="E_WALLET"]').first().click();
  await expect(depositScreen.getByTestId('deposit-form')).toBeVisible();
}

for (const brand of e2eBrands()) {
  test(`${brand.id}: a daily deposit limit holds, a raise waits, and a time-out signs the member out until its end`, async ({
    page,
    address,
  }) => {
    test.setTimeout(180_000);
    const currency = brand.config.currency;
    const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'rg', mobilePrefix: '87' });
    await withoutPopups(page);
    await openWithSession(page, brand.origin, '/m/securityCenter', member);

    // 1. From the hub: a daily deposit limit of 100 applies at once.
    await page.getByTestId('security-center').getByTestId('row-rg-limits').click();
    await expect(page).toHaveURL(/\/m\/securityCenter\?rg=limits$/);
    await expect(limitInput(page, 'DEPOSIT_DAILY')).toHaveValue('');
    await limitInput(page, 'DEPOSIT_DAILY').fill('100');
    await page.getByTestId('rg-limits-submit').click();
    await expect(page.getByTestId('rg-limits-saved')).toContainText(/: \S+100(\.00)? applies now\./);

    // 2. A deposit of 80, confirmed by the operator.
    await page.goto(`${brand.origin}/m/voucherCenter`);
    const depositScreen = page.getByTestId('deposit-screen');
    await chooseEwallet(page);
    await expect(depositScreen.getByTestId('deposit-rg-left')).toHaveText(
      textPattern('deposit_rg_left', { left: shownMoney(100_00, currency).replace(/[.$]/g, '\\$&') }),
    );
    await depositScreen.getByTestId('deposit-amount').fill('80');
    await depositScreen.getByTestId('deposit-submit').click();
    const pending = depositScreen.getByTestId('pending-deposit');
    await expect(pending.getByTestId('pending-amount')).toHaveText(shownMoney(80_00, currency));
    const reference = (await pending.getByTestId('pending-reference').textContent())!.trim();
    await adminCall('/deposit', { reference, decision: 'confirm' });

    // 3. The deposit screen says 20 is left and refuses 30 before asking the platform.
    await page.goto(`${brand.origin}/m/voucherCenter`);
    await chooseEwallet(page);
    const left = shownMoney(20_00, currency);
    await expect(depositScreen.getByTestId('deposit-rg-left')).toHaveText(englishText('deposit_rg_left').replace('{{left}}', left));
    const amount = depositScreen.getByTestId('deposit-amount');
    await amount.fill('30');
    await amount.blur();
    await depositScreen.getByTestId('deposit-submit').click();
    await expect(depositScreen.getByText(englishText('deposit_rg_over_left').replace('{{left}}', left), { exact: true })).toBeVisible();
    await expect(depositScreen.getByTestId('pending-deposit')).toHaveCount(0);

    // 4. Raising the limit to 500 waits its cooling-off; the limit in force stays 100.
    await saveDailyDepositLimit(page, brand.origin, '500');
    const saved = page.getByTestId('rg-limits-saved');
    await expect(saved).toContainText(new RegExp(`: \\S+500(\\.00)? pending until ${DATE_TIME}; the current limit applies until then\\.`));
    await expect(limitInput(page, 'DEPOSIT_DAILY')).toHaveValue(currency.displayDecimals > 0 ? '100.00' : '100');

    // 5. A 24-hour time-out, confirmed with the login password: signed out, and told when it ends.
    await page.goto(`${brand.origin}/m/securityCenter?rg=break`);
    await page.getByTestId('rg-break-duration').selectOption('24H');
    await page.getByTestId('rg-break-form').locator('[name="loginPassword"]').fill(PASSWORD);
    await page.getByTestId('rg-break-submit').click();
    await expect(page).toHaveURL(/\/m\/login$/);
    const taken = page.getByText(textPattern('security_rg_time_out_taken', { date: `(${DATE_TIME})` }));
    await expect(taken).toBeVisible();
    const endsAt = textPattern('security_rg_time_out_taken', { date: `(${DATE_TIME})` }).exec((await taken.textContent())!)![1]!;
    // About 24 hours from now, in the phone's own time zone.
    const hoursAway = await page.evaluate((shown) => {
      const [day, time] = shown.split(' ');
      const [year, month, date] = day!.split('/').map(Number);
      const [hours, minutes] = time!.split(':').map(Number);
      return (new Date(year!, month! - 1, date, hours, minutes).getTime() - Date.now()) / 3_600_000;
    }, endsAt);
    expect(hoursAway).toBeGreaterThan(23.9);
    expect(hoursAway).toBeLessThan(24.1);

    // 6. Signing in again is refused, with the same end date.
    await page.getByTestId('login-username').fill(member.userName);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText(textPattern('signin_rg_time_out', { date: endsAt }))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
}

import { expect } from '@playwright/test';
import { e2eBrands } from './brands';
import { registerMember } from './helpers/accounts';
import { englishText, openWithSession, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Deposit (/m/voucherCenter, spec sections 2, 6, 7): a member opens it from the header, asks for a bank
 * transfer of a quick amount and gets the pending request with its reference; visitors go to login; trial
 * users are told to use a real account. Either deposit template (dep_func) works: both carry the same test ids.
 */

const PASSWORD = 'Deposit1234';

for (const brand of e2eBrands()) {
  test.describe(`${brand.id}: deposit`, () => {
    test('a member opens deposit from the header, asks for a bank transfer of a quick amount and sees the pending reference', async ({
      page,
      address,
    }) => {
      test.setTimeout(90_000);
      const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'dp', mobilePrefix: '92' });
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', member);

      await page.getByTestId('header-deposit').click();
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
      const depositScreen = page.getByTestId('deposit-screen');
      await expect(depositScreen).toHaveAttribute('data-template', /^(new|base)$/);

      const bank = depositScreen.locator('[data-testid="deposit-channel"][data-channel-type="BANK_TRANSFER"]').first();
      await bank.click();
      const channelId = await bank.getAttribute('data-channel-id');
      await expect(depositScreen.getByTestId('deposit-form')).toHaveAttribute('data-channel', channelId!);
      const payTo = depositScreen.getByTestId('pay-to');
      await expect(payTo).toHaveAttribute('data-channel-type', 'BANK_TRANSFER');
      await expect(payTo.getByTestId('pay-to-account-number-value')).not.toBeEmpty();

      const chip = depositScreen.getByTestId('deposit-quick-amount').first();
      const chipText = (await chip.textContent())!;
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(depositScreen.getByTestId('deposit-amount')).not.toHaveValue('');
      await depositScreen.getByTestId('deposit-submit').click();

      const pending = depositScreen.getByTestId('pending-deposit');
      await expect(pending).toBeVisible();
      await expect(pending.getByTestId('pending-reference')).toHaveText(/\S+/);
      await expect(pending.getByTestId('pending-reference-code')).toHaveText(/\S+/);
      await expect(pending.getByTestId('pending-amount')).toHaveText(chipText);
      await expect(pending.getByTestId('pending-countdown')).toHaveText(/\d{2}:\d{2}/);
      await expect(pending.getByTestId('pay-to')).toHaveAttribute('data-channel-type', 'BANK_TRANSFER');
      const reference = (await pending.getByTestId('pending-reference').textContent())!;

      // The new request is in the member's history, pending.
      if ((await depositScreen.getAttribute('data-template')) === 'new') await depositScreen.getByTestId('deposit-tab-history').click();
      const row = depositScreen.locator(`[data-testid="deposit-history-item"][data-reference="${reference}"]`);
      await expect(row.getByTestId('deposit-status')).toHaveAttribute('data-state', 'PENDING');
    });

    test('a visitor on /m/voucherCenter lands on login', async ({ page }) => {
      await openWithSession(page, brand.origin, '/m/voucherCenter', null);
      await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter$/);
      await expect(page.getByTestId('deposit-screen')).toHaveCount(0);
    });

    test('a trial user is told to use a real account', async ({ page }) => {
      test.setTimeout(60_000);
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/trail', null);
      await expect(page).toHaveURL(/\/m\/home$/);

      await page.getByTestId('header-deposit').click();
      await expect(page.getByTestId('session-notice')).toHaveText(englishText('error_trial_restricted'));
      await expect(page.getByTestId('deposit-screen')).toHaveCount(0);

      await page.goto(`${brand.origin}/m/voucherCenter`);
      await expect(page.getByTestId('session-notice')).toHaveText(englishText('error_trial_restricted'));
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByTestId('deposit-screen')).toHaveCount(0);
    });
  });
}

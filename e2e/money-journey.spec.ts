import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { adminCall, registerMember } from './helpers/accounts';
import { shownMoney } from './helpers/money';
import { englishText, openWithSession, platformCall, platformOrigin, test } from './helpers/api-session';
import { uniqueCardNumber } from './helpers/bank-cards';

/*
 * Issue 12's whole money journey, on every brand, as one member lives it: a bank-transfer deposit that the
 * operator confirms (the header and the member centre show the new balance), a transfer to a game wallet (an
 * amount finer than the minor unit refused first, on its field and by the platform) and
 * "recall all", a payment password and a bank card, a withdrawal that holds the amount until the operator
 * approves it, and the account records of today with every movement and the right totals per type.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const PASSWORD = 'Journey1234';
const PAYMENT_PASSWORD = '135790';

test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

interface Channel {
  id: string;
  type: string;
  min: number;
  max: number;
}

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
/** Major units on the wire (at most 2 decimals) to integer cents, by string, never by float arithmetic. */
const toCents = (amount: number) => {
  const [whole, fraction = ''] = amount.toFixed(2).split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
type Currency = E2EBrand['config']['currency'];
/** Integer cents as the app shows them in the brand's currency (brand.json); `signed` as the records show them. */
const money = (cents: number, currency: Currency) => shownMoney(cents, currency);
const signed = (cents: number, currency: Currency) => shownMoney(cents, currency, { signed: true });
/** The figure without its symbol, as a wallet row ends. */
const figure = (cents: number, currency: Currency) => shownMoney(cents, { ...currency, symbol: '' });

const endsWith = (text: string) => new RegExp(`${text.replace(/[.,]/g, '\\$&')}$`);

const field = (page: Page, formTestId: string, name: string) => page.getByTestId(formTestId).locator(`[name="${name}"]`);

/** Announcement popups open over home for members; this journey only reads the header there. */
async function withoutPopups(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

async function headerBalance(page: Page, origin: string) {
  await page.goto(`${origin}/m/home`);
  return page.getByTestId('home-header').getByTestId('header-balance');
}

for (const brand of e2eBrands()) {
  test(`${brand.id}: deposit confirmed by the operator, transfer and recall, withdrawal approved; records of today add up`, async ({
    page,
    address,
  }) => {
    test.setTimeout(180_000);
    const merchant = merchantOf(brand);
    const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'mj', mobilePrefix: '94' });
    const { currencySymbol, channels } = await platformCall<{ currencySymbol: string; channels: Channel[] }>(
      '/wps/relay/MCS2_depositChannels',
      { merchant, address, token: member.token },
    );
    // The platform's merchant answers the brand's currency; the app shows money in it.
    expect(currencySymbol).toBe(brand.config.currency.symbol);
    const currency = brand.config.currency;
    const bank = channels.find((channel) => channel.type === 'BANK_TRANSFER')!;
    // An amount with cents inside the channel's limits, typed as a member types it.
    const depositCents = Math.min(toCents(bank.min) + 20_037, toCents(bank.max));
    await withoutPopups(page);

    // 1. Deposit by bank transfer: pending with its reference.
    await openWithSession(page, brand.origin, '/m/home', member);
    await page.getByTestId('header-deposit').click();
    const depositScreen = page.getByTestId('deposit-screen');
    await depositScreen.locator(`[data-testid="deposit-channel"][data-channel-id="${bank.id}"]`).click();
    await depositScreen.getByTestId('deposit-amount').fill(fromCents(depositCents));
    await depositScreen.getByTestId('deposit-submit').click();
    const pending = depositScreen.getByTestId('pending-deposit');
    await expect(pending.getByTestId('pending-amount')).toHaveText(money(depositCents, currency));
    const depositReference = (await pending.getByTestId('pending-reference').textContent())!.trim();

    // 2. The operator confirms it: the header and the member centre show the money.
    await adminCall('/deposit', { reference: depositReference, decision: 'confirm' });
    await expect(await headerBalance(page, brand.origin)).toHaveText(money(depositCents, currency));
    await page.goto(`${brand.origin}/m/member/home`);
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('member-total-balance')).toHaveText(money(depositCents, currency));
    await expect(centre.getByTestId('member-wallet-MAIN')).toHaveText(endsWith(figure(depositCents, currency)));

    // 3. A transfer to a game wallet, then everything recalled to the main wallet.
    const transferCents = 1_234;
    await centre.getByTestId('row-transfer').click();
    await expect(page).toHaveURL(/\/m\/member\/transfer$/);
    const to = page.getByTestId('transfer-to');
    const gameWallet = (await to.locator('option').first().getAttribute('value'))!;
    await to.selectOption(gameWallet);
    // An amount finer than the minor unit: a translated field error and nothing sent; the platform refuses it too.
    await test.step('an amount finer than the minor unit is refused', async () => {
      const transferCalls: string[] = [];
      page.on('request', (request) => void (request.url().includes('GCS_walletTransfer') && transferCalls.push(request.url())));
      for (const [typed, key] of [
        ['1e-9', 'form_amount_invalid'],
        ['100.000000001', 'form_amount_decimals'],
      ] as const) {
        await page.getByTestId('transfer-amount').fill(typed);
        await page.getByTestId('transfer-submit').click();
        const message = englishText(key).replace('{{decimals}}', String(currency.minorDigits));
        await expect(page.getByTestId('transfer-form').getByText(message)).toBeVisible();
        await expect(page.getByTestId('transfer-amount')).toHaveAttribute('aria-invalid', 'true');
      }
      expect(transferCalls).toEqual([]);
      for (const amount of [1e-9, 5e-324, 100.000000001]) {
        const refused = await fetch(`${platformOrigin}/wps/relay/GCS_walletTransfer`, {
          method: 'POST',
          headers: {
            Merchant: merchant,
            Device: 'web',
            Language: 'EN',
            'X-Forwarded-For': address,
            Authorization: member.token,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ transferId: `sub-minor-${Date.now()}`, fromWallet: 'MAIN', toWallet: gameWallet, amount }),
        });
        expect([amount, refused.status, await refused.json()]).toMatchObject([
          amount,
          400,
          { success: false, errorCode: 'request_param_err', value: { field: 'amount' } },
        ]);
      }
    });
    await page.getByTestId('transfer-amount').fill(fromCents(transferCents));
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId(`transfer-wallet-${gameWallet}`)).toHaveText(endsWith(figure(transferCents, currency)));
    await page.getByTestId('transfer-recall-all').click();
    await expect(page.getByTestId(`transfer-wallet-${gameWallet}`)).toHaveText(endsWith(figure(0, currency)));
    await expect(page.getByTestId('transfer-total')).toHaveText(money(depositCents, currency));

    // 4. Payment password, bank card, then a withdrawal that holds the amount.
    const withdrawCents = 10_055;
    await page.goto(`${brand.origin}/m/withdraw`);
    await page.getByTestId('set-payment-password-link').click();
    await field(page, 'payment-password-form', 'loginPassword').fill(PASSWORD);
    await field(page, 'payment-password-form', 'newPaymentPassword').fill(PAYMENT_PASSWORD);
    await field(page, 'payment-password-form', 'confirmPaymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('payment-password-submit').click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await page.getByTestId('add-card-link').click();
    await page.getByTestId('add-card-bank').selectOption({ index: 1 });
    const card = uniqueCardNumber();
    await field(page, 'add-bank-card-form', 'cardNumber').fill(card.number);
    const payee = field(page, 'add-bank-card-form', 'payeeName');
    if (await payee.isEditable()) await payee.fill('Minh Tran');
    await field(page, 'add-bank-card-form', 'paymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('add-card-submit').click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByTestId('withdraw-card')).toContainText(card.last4);
    await field(page, 'withdraw-form', 'amount').fill(fromCents(withdrawCents));
    await field(page, 'withdraw-form', 'paymentPassword').fill(PAYMENT_PASSWORD);
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/wps/transaction/withdraw',
    );
    await page.getByTestId('withdraw-submit').click();
    const withdrawReference = ((await (await answered).json()) as { value: { reference: string } }).value.reference;
    const result = page.getByTestId('withdraw-result');
    await expect(result.getByTestId('kv-status')).toContainText(englishText('kit_status_process'));
    await expect(result.getByTestId('kv-reference')).toContainText(withdrawReference);
    const afterCents = depositCents - withdrawCents;
    await expect(page.getByTestId('withdraw-summary').getByTestId('kv-withdrawable')).toContainText(money(afterCents, currency));

    // 5. The operator approves: the money has left, the balance stays at what the hold left.
    await adminCall('/withdrawal', { reference: withdrawReference, decision: 'approve' });
    await page.reload();
    const latest = page.getByTestId('withdraw-history').getByTestId('withdraw-history-item').first();
    await expect(latest).toContainText(withdrawReference);
    await expect(latest).not.toContainText(englishText('kit_status_process'));
    await expect(await headerBalance(page, brand.origin)).toHaveText(money(afterCents, currency));

    // 6. Today's records: the deposit, four transfer legs that net to nothing, the withdrawal.
    await page.getByTestId('footer-record').click();
    await expect(page).toHaveURL(/\/m\/transaction\/record$/);
    const totals = page.getByTestId('records-totals');
    await expect(totals.getByTestId('kv-DEPOSIT')).toContainText(`${englishText('records_type_deposit')} (1)`);
    await expect(totals.getByTestId('kv-DEPOSIT')).toContainText(signed(depositCents, currency));
    await expect(totals.getByTestId('kv-TRANSFER')).toContainText(`${englishText('records_type_transfer')} (4)`);
    await expect(totals.getByTestId('kv-TRANSFER')).toContainText(money(0, currency));
    await expect(totals.getByTestId('kv-WITHDRAW')).toContainText(`${englishText('records_type_withdraw')} (1)`);
    await expect(totals.getByTestId('kv-WITHDRAW')).toContainText(signed(-withdrawCents, currency));
    await expect(page.getByTestId('record-row')).toHaveCount(6);
    await expect(page.getByTestId('record-row').first().getByTestId('record-balance')).toHaveText(money(afterCents, currency));
  });
}

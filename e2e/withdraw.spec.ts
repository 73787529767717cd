import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { creditMember, registerMember } from './helpers/accounts';
import { shownMoney } from './helpers/money';
import { englishText, openWithSession, platformCall, test, type PlatformSession } from './helpers/api-session';
import { uniqueCardNumber } from './helpers/bank-cards';
import { withoutPopups } from './helpers/popups';

/*
 * Withdraw (spec section 7, issue 12): a member with money sets a payment password, adds a bank card and
 * withdraws; the request is pending with the amount held, and the header balance drops by it. A trial user
 * is refused the withdraw, bank card and payment password screens with the real-account message.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();
const PASSWORD = 'Withdraw1234';
const PAYMENT_PASSWORD = '246810';
// Passes the Luhn check; typed with spaces, as members do.

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

interface WithdrawSettings {
  currencySymbol: string;
  withdrawable: number;
  min: number;
  max: number;
}

/** Integer cents as the app shows them in the brand's currency (brand.json). */
const money = (cents: number, currency: E2EBrand['config']['currency']) => shownMoney(cents, currency);
const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const field = (page: Page, formTestId: string, name: string) => page.getByTestId(formTestId).locator(`[name="${name}"]`);

for (const brand of brands) {
  test(`${brand.id}: a member sets a payment password, adds a bank card and withdraws; the balance drops by the held amount`, async ({
    page,
    address,
  }) => {
    test.setTimeout(120_000);
    const merchant = merchantOf(brand);
    const member: PlatformSession = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'wd', mobilePrefix: '93' });
    const settings = await platformCall<WithdrawSettings>('/wps/transaction/withdraw/settings', { merchant, address, token: member.token });
    // The merchant's minimum plus some cents, so the exact amount travels; twice that is credited first.
    const amountCents = Math.min(toCents(settings.min) + 29, toCents(settings.max));
    const creditedCents = toCents(await creditMember(merchant, member.userName, Number(fromCents(amountCents * 2))));
    // The platform's merchant answers the brand's currency; the app shows money in it.
    expect(settings.currencySymbol).toBe(brand.config.currency.symbol);
    const currency = brand.config.currency;

    await withoutPopups(page);
    await openWithSession(page, brand.origin, '/m/withdraw', member);
    await expect(page.getByTestId('withdraw-summary').getByTestId('kv-withdrawable')).toContainText(money(creditedCents, currency));

    // No payment password yet: set one, confirmed with the login password, and come back.
    await expect(page.getByTestId('set-payment-password-first')).toContainText(englishText('withdraw_needs_payment_password'));
    await page.getByTestId('set-payment-password-link').click();
    await expect(page).toHaveURL(/\/m\/member\/paymentPassword\?redirect=%2Fm%2Fwithdraw$/);
    await field(page, 'payment-password-form', 'loginPassword').fill(PASSWORD);
    await field(page, 'payment-password-form', 'newPaymentPassword').fill(PAYMENT_PASSWORD);
    await field(page, 'payment-password-form', 'confirmPaymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('payment-password-submit').click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);

    // No card yet: add one (the payee typed becomes the real name) and come back.
    await page.getByTestId('add-card-link').click();
    await expect(page).toHaveURL(/\/m\/member\/bankCard\?redirect=%2Fm%2Fwithdraw$/);
    await page.getByTestId('add-card-bank').selectOption({ index: 1 });
    const card = uniqueCardNumber();
    await field(page, 'add-bank-card-form', 'cardNumber').fill(card.number.replace(/(\d{4})(?=\d)/g, '$1 '));
    // A new member has no real name yet, so the payee is typed; were one set, it would be prefilled and read-only.
    const payee = field(page, 'add-bank-card-form', 'payeeName');
    if (await payee.isEditable()) await payee.fill('Maria Santos');
    await field(page, 'add-bank-card-form', 'paymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('add-card-submit').click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByTestId('withdraw-card')).toContainText(card.last4);

    // The withdrawal: the exact amount, the payment password, once.
    const requests: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/wps/transaction/withdraw') requests.push(request);
    });
    await field(page, 'withdraw-form', 'amount').fill(fromCents(amountCents));
    await field(page, 'withdraw-form', 'paymentPassword').fill(PAYMENT_PASSWORD);
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/wps/transaction/withdraw',
    );
    await page.getByTestId('withdraw-submit').click();
    const answer = (await (await answered).json()) as { success: boolean; value: { reference: string; status: string; amount: number } };
    expect(answer.success).toBe(true);
    expect(answer.value).toMatchObject({ status: 'PENDING', amount: Number(fromCents(amountCents)) });
    const { reference } = answer.value;

    const result = page.getByTestId('withdraw-result');
    await expect(result.getByTestId('kv-reference')).toContainText(reference);
    await expect(result.getByTestId('kv-amount')).toContainText(money(amountCents, currency));
    await expect(result.getByTestId('kv-status')).toContainText(englishText('kit_status_process'));
    expect(requests).toHaveLength(1);

    // The pending withdrawal leads the history; the amount is held out of the balance.
    const history = page.getByTestId('withdraw-history');
    await expect(history.getByTestId('withdraw-history-item').first()).toContainText(reference);
    await expect(history.getByTestId('withdraw-history-item').first()).toContainText(englishText('kit_status_process'));
    await expect(page.getByTestId('withdraw-summary').getByTestId('kv-withdrawable')).toContainText(
      money(creditedCents - amountCents, currency),
    );

    await page.getByTestId('footer-home').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('home-header').getByTestId('header-balance')).toHaveText(money(creditedCents - amountCents, currency));
  });

  test(`${brand.id}: a trial user on withdraw, bank cards and payment password is told to use a real account`, async ({ page }) => {
    await openWithSession(page, brand.origin, '/m/trail', null);
    await expect(page).toHaveURL(/\/m\/home$/);
    for (const path of ['/m/withdraw', '/m/member/bankCard', '/m/member/paymentPassword']) {
      await page.goto(`${brand.origin}${path}`);
      await expect(page.getByTestId('session-notice')).toHaveText(englishText('error_trial_restricted'));
      // Opened directly, there is nothing to go back to: the trial user lands on home.
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.locator('main[data-route="home"]')).toBeVisible();
    }
  });
}

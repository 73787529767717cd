import { expect, type Page } from '@playwright/test';
import { e2eBrands } from './brands';
import { creditMember, registerMember } from './helpers/accounts';
import { englishText, openWithSession, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';
import { shownMoney } from './helpers/money';

/** The figure without its symbol, as a wallet row ends; and a pattern for text that ends with it. */
const figure = (cents: number, currency: Parameters<typeof shownMoney>[1]) => shownMoney(cents, { ...currency, symbol: '' });
const endsWith = (text: string) => new RegExp(`(^|[^\\d,.])${text.replace(/[.,]/g, '\\$&')}$`);

/*
 * The member centre and the wallets/transfer screen (issue 12) on every brand, in a phone viewport: a
 * visitor is sent to login; a member sees the total balance and moves money to a game wallet and back.
 */

const PASSWORD = 'Member1234';

// Home greets with the announcement popup (e2e/popup.spec.ts covers it): close it whenever it shows.
test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await withoutPopups(page);
});

const wallet = (page: Page, code: string) => page.getByTestId(`transfer-wallet-${code}`);

for (const brand of e2eBrands()) {
  const { merchantCode: merchant, templates } = brand.config as unknown as { merchantCode: string; templates: { memberCentre: string } };

  test(`${brand.id}: a visitor on /m/member/home lands on login`, async ({ page }) => {
    await openWithSession(page, brand.origin, '/m/member/home', null);
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fmember%2Fhome$/);
  });

  test(`${brand.id}: a trial user opens the member centre; its transfer shortcut asks for a real account`, async ({ page }) => {
    await openWithSession(page, brand.origin, '/m/trail', null);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto(`${brand.origin}/m/member/home`);
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('member-total-balance')).toBeVisible();
    await centre.getByTestId('row-transfer').click();
    await expect(page.getByTestId('session-notice')).toHaveText(englishText('error_trial_restricted'));
    await expect(page).toHaveURL(/\/m\/member\/home$/);
  });

  test(`${brand.id}: a member sees the balance, transfers to a game wallet and recalls it all`, async ({ page, address }) => {
    const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'mc', mobilePrefix: '93' });
    expect(await creditMember(merchant, member.userName, 100)).toBe(100);

    await openWithSession(page, brand.origin, '/m/member/home', member);
    const centre = page.getByTestId('member-centre');
    // The platform's status gives the brand's template (mem_cen 1 for "new"): the two brands differ.
    await expect(centre).toHaveAttribute('data-template', templates.memberCentre);
    // In the brand's currency: "₫100" where it shows no decimals, "₱100.00" where it shows 2.
    const { currency } = brand.config;
    const hundred = shownMoney(10_000, currency);
    await expect(centre.getByTestId('member-total-balance')).toHaveText(hundred);
    await expect(centre.getByTestId('member-wallet-MAIN')).toHaveText(endsWith(figure(10_000, currency)));

    await centre.getByTestId('row-transfer').click();
    await expect(page).toHaveURL(/\/m\/member\/transfer$/);
    await expect(wallet(page, 'MAIN')).toHaveText(endsWith(figure(10_000, currency)));

    // Main → the first game wallet offered, an amount with cents.
    const to = page.getByTestId('transfer-to');
    const gameWallet = await to.locator('option').first().getAttribute('value');
    expect(gameWallet).toBeTruthy();
    await to.selectOption(gameWallet!);
    await page.getByRole('textbox', { name: englishText('transfer_amount') }).fill('12.34');
    await page.getByTestId('transfer-submit').click();
    await expect(wallet(page, gameWallet!)).toHaveText(/12\.34$/);
    await expect(wallet(page, 'MAIN')).toHaveText(/87\.66$/);
    await expect(page.getByTestId('transfer-total')).toHaveText(hundred);

    await page.getByTestId('transfer-recall-all').click();
    await expect(wallet(page, 'MAIN')).toHaveText(endsWith(figure(10_000, currency)));
    await expect(wallet(page, gameWallet!)).toHaveText(endsWith(figure(0, currency)));

    // A fresh load of the member centre reads the platform's balances.
    await page.goto(`${brand.origin}/m/member/home`);
    await expect(page.getByTestId('member-centre').getByTestId('member-total-balance')).toHaveText(hundred);
    await expect(page.getByTestId('member-centre').getByTestId(`member-wallet-${gameWallet}`)).toHaveText(endsWith(figure(0, currency)));
  });
}

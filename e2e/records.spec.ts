import { expect, type Page, type Request } from '@playwright/test';
import { e2eBrands } from './brands';
import { creditMember, registerMember } from './helpers/accounts';
import { shownMoney } from './helpers/money';
import { englishText, openWithSession, platformCall, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Account records (/m/transaction/record): a member reaches them from the footer; an operator's credit is
 * an ADJUSTMENT of today, in the list and the totals, and stays in the last 7 days; visitors go to login.
 * The phone is in Vietnam (UTC+7, no DST), so the member's local days are checked against the request.
 */

const brands = e2eBrands();
const PASSWORD = 'Records1234';
const RECORDS_PATH = '/wps/transaction/records';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const VIETNAM_OFFSET = 7 * HOUR;

test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await withoutPopups(page);
});

const merchantOf = (brand: (typeof brands)[number]) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const isRecordsCall = (request: Request) => new URL(request.url()).pathname === RECORDS_PATH;

/** The [from, to) a records request asked for. */
function rangeOf(request: Request): { from: number; to: number; types: string | null } {
  const query = new URL(request.url()).searchParams;
  return { from: Number(query.get('from')), to: Number(query.get('to')), types: query.get('types') };
}

/** A Vietnamese local midnight: 17:00 UTC. */
const isLocalMidnight = (epochMs: number) => (epochMs + VIETNAM_OFFSET) % DAY === 0;

const adjustmentRow = (page: Page) =>
  page
    .getByTestId('record-row')
    .filter({ has: page.getByTestId('record-type').getByText(englishText('records_type_adjustment'), { exact: true }) });

for (const brand of brands) {
  test(`${brand.id}: the footer's Record opens the records; an admin credit is today's adjustment, in the totals and in 7 days`, async ({
    page,
    address,
  }) => {
    const merchant = merchantOf(brand);
    const session = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'rc', mobilePrefix: '91' });
    // A whole amount: a brand that shows no decimals writes "+₫1,234", one with 2 writes "+₱1,234.00".
    await creditMember(merchant, session.userName, 1234);
    const { currencySymbol } = await platformCall<{ currencySymbol: string }>('/wps/wallets/merchant', { merchant, address });
    expect(currencySymbol).toBe(brand.config.currency.symbol);
    const credit = shownMoney(123_400, brand.config.currency, { signed: true });

    await openWithSession(page, brand.origin, '/m/home', session);
    await expect(page.locator('main[data-route="home"]')).toBeVisible();
    const todayRequest = page.waitForRequest(isRecordsCall);
    await page.getByTestId('footer-record').click();
    await expect(page).toHaveURL(/\/m\/transaction\/record$/);
    await expect(page.locator('main[data-route="transactionRecord"]')).toBeVisible();

    // Today: from this local midnight to the next.
    const today = rangeOf(await todayRequest);
    expect(isLocalMidnight(today.from)).toBe(true);
    expect(today.to - today.from).toBe(DAY);
    expect(today.types).toBeNull();
    expect(today.from).toBeLessThanOrEqual(Date.now());
    expect(Date.now()).toBeLessThan(today.to);
    await expect(page.getByRole('button', { name: englishText('kit_range_today') })).toHaveAttribute('aria-pressed', 'true');

    const row = adjustmentRow(page);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('record-amount')).toHaveText(credit);
    await expect(row.getByTestId('record-amount')).toHaveAttribute('data-tone', 'credit');
    await expect(row.getByTestId('record-balance')).toHaveText(shownMoney(123_400, brand.config.currency));
    await expect(row.getByTestId('record-wallet')).toHaveText(englishText('records_wallet_main'));
    const totals = page.getByTestId('records-totals').getByTestId('kv-ADJUSTMENT');
    await expect(totals).toContainText(`${englishText('records_type_adjustment')} (1)`);
    await expect(totals).toContainText(credit);

    // 7 days: the last 7 local days including today, kept in the URL and through a reload.
    const weekRequest = page.waitForRequest(isRecordsCall);
    await page.getByRole('button', { name: englishText('kit_range_7_days') }).click();
    const week = rangeOf(await weekRequest);
    expect(week.to).toBe(today.to);
    expect(week.from).toBe(today.from - 6 * DAY);
    await expect(page).toHaveURL(/\/m\/transaction\/record\?range=7d$/);
    await expect(adjustmentRow(page).getByTestId('record-amount')).toHaveText(credit);
    await expect(page.getByTestId('records-totals').getByTestId('kv-ADJUSTMENT')).toContainText(credit);

    await page.reload();
    await expect(page.getByRole('button', { name: englishText('kit_range_7_days') })).toHaveAttribute('aria-pressed', 'true');
    await expect(adjustmentRow(page).getByTestId('record-amount')).toHaveText(credit);

    // One type: only adjustments are asked for, and the type joins the URL.
    const typeRequest = page.waitForRequest(isRecordsCall);
    await page
      .getByTestId('records-type-filter')
      .getByRole('button', { name: englishText('records_type_adjustment') })
      .click();
    expect(rangeOf(await typeRequest).types).toBe('ADJUSTMENT');
    await expect(page).toHaveURL(/\?type=ADJUSTMENT&range=7d$/);
    await expect(adjustmentRow(page)).toHaveCount(1);
  });
}

for (const brand of brands) {
  test(`${brand.id}: a visitor on /m/transaction/record lands on login`, async ({ page }) => {
    await openWithSession(page, brand.origin, '/m/transaction/record', null);
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ftransaction%2Frecord$/);
    await expect(page.locator('main[data-route="login"]')).toBeVisible();
    await expect(page.getByTestId('records-member')).toHaveCount(0);
  });
}

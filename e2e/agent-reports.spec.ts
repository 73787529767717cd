import { expect, type Page, type Request } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { apiLogin, DEMO_PASSWORD, englishText, openWithSession, platformCall, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';
import { shownWireMoney } from './helpers/money';

/*
 * Agent reports, read-only over the seeded agent tree: agent01 (with agent02 → agent03 → agent04 below it)
 * opens its team P&L for 30 days and sees the platform's total; filters the team's bets by one member and
 * sees only that member's bets; and finds a downline transaction in the agent form of records.
 * agent01 has one live session at a time (a login ends the others), so one phone signs it in per brand.
 */

const brands = e2eBrands();
const PNL_PATH = '/wps/agent/team/pnl';
const BETS_PATH = '/wps/agent/team/bets';
const TEAM_RECORDS_PATH = '/wps/agent/team/records';
const DAY = 24 * 3_600_000;

test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

// agent01 keeps one live session: these journeys run one at a time in the 'agents' project (playwright.config.ts).
test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await withoutPopups(page);
});

const merchantOf = (brand: (typeof brands)[number]) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const callTo = (pathname: string) => (request: Request) => new URL(request.url()).pathname === pathname;
const queryOf = (request: Request) => new URL(request.url()).searchParams;

/** Wire money as the reports show it: in the brand's currency, "-" before a loss. */
const shown = (amount: number, currency: E2EBrand['config']['currency']) => shownWireMoney(amount, currency);

interface PnlValue {
  total: { members: number; bets: number; wins: number; bonuses: number; net: number };
}
interface BetsValue {
  list: { username: string }[];
  totals: { count: number };
}
interface RecordsValue {
  list: { username: string; amount: number; type: string }[];
}

/** The first cell of each row of a report table (the member), as its text shows, label included. */
const memberCells = (page: Page, list: string) => page.getByTestId(list).locator('tbody tr td:first-child');

for (const brand of brands) {
  test(`${brand.id}: agent01's team P&L, team betting by member and the downline's records agree with the platform`, async ({
    page,
    address,
  }) => {
    const merchant = merchantOf(brand);
    const session = await apiLogin(merchant, 'agent01', DEMO_PASSWORD, address);
    const { currencySymbol } = await platformCall<{ currencySymbol: string }>('/wps/wallets/merchant', { merchant, address });
    expect(currencySymbol).toBe(brand.config.currency.symbol);
    const { currency } = brand.config;
    const call = <T>(pathname: string, query: URLSearchParams) =>
      platformCall<T>(`${pathname}?${query}`, { merchant, address, token: session.token });

    // Team P&L over the last 30 local days: the total is the platform's answer for the same range.
    await openWithSession(page, brand.origin, '/m/agent/team/pnl', session);
    await expect(page.locator('main[data-route="agentTeamPnl"]')).toBeVisible();
    const pnlRequest = page.waitForRequest(
      (request) =>
        callTo(PNL_PATH)(request) &&
        queryOf(request).get('pageNo') === '1' &&
        Number(queryOf(request).get('to')) - Number(queryOf(request).get('from')) === 30 * DAY,
    );
    await page
      .getByTestId('team-pnl-range')
      .getByRole('button', { name: englishText('kit_range_30_days') })
      .click();
    const pnlQuery = queryOf(await pnlRequest);
    const pnl = await call<PnlValue>(PNL_PATH, pnlQuery);
    expect(pnl.total.members).toBeGreaterThan(0);
    const total = page.getByTestId('team-pnl-total');
    await expect(total.getByTestId('kv-net')).toContainText(shown(pnl.total.net, currency));
    await expect(total.getByTestId('kv-bets')).toContainText(shown(pnl.total.bets, currency));
    await expect(total.getByTestId('kv-wins')).toContainText(shown(pnl.total.wins, currency));
    await expect(page.getByText(`${englishText('agent_reports_total').replace('{{count}}', String(pnl.total.members))}`)).toBeVisible();

    // Team betting filtered by one member: only that member's bets.
    await openWithSession(page, brand.origin, '/m/teamBetting', session);
    await expect(page.locator('main[data-route="teamBetting"]')).toBeVisible();
    const allBetsRequest = page.waitForRequest(
      (request) => callTo(BETS_PATH)(request) && Number(queryOf(request).get('to')) - Number(queryOf(request).get('from')) === 30 * DAY,
    );
    await page
      .getByTestId('team-betting-range')
      .getByRole('button', { name: englishText('kit_range_30_days') })
      .click();
    const allBets = await call<BetsValue>(BETS_PATH, queryOf(await allBetsRequest));
    const member = allBets.list.at(-1)!.username;
    const theirs = await call<BetsValue>(
      BETS_PATH,
      new URLSearchParams({ ...Object.fromEntries(queryOf(await allBetsRequest)), username: member, pageNo: '1' }),
    );
    expect(theirs.totals.count).toBeLessThan(allBets.totals.count);
    const memberRequest = page.waitForRequest((request) => callTo(BETS_PATH)(request) && queryOf(request).get('username') === member);
    await page.getByTestId('team-betting-member').fill(member);
    await page.getByTestId('team-betting-apply').click();
    await memberRequest;
    const memberLabel = englishText('agent_reports_member');
    await expect(memberCells(page, 'team-betting-list').first()).toHaveText(`${memberLabel}${member}`);
    const cells = await memberCells(page, 'team-betting-list').allTextContents();
    expect(cells.length).toBe(Math.min(theirs.totals.count, 20));
    expect(new Set(cells)).toEqual(new Set([`${memberLabel}${member}`]));
    await expect(page.getByText(englishText('agent_reports_bet_count').replace('{{count}}', String(theirs.totals.count)))).toBeVisible();

    // The agent form of records, team records: a downline member's transaction, as the platform lists it.
    await openWithSession(page, brand.origin, '/m/transaction/record?types=A', session);
    await expect(page.getByTestId('records-agent')).toBeVisible();
    const teamRequest = page.waitForRequest(callTo(TEAM_RECORDS_PATH));
    await page.getByTestId('records-scope-team').click();
    await expect(page).toHaveURL(/types=A&scope=team/);
    await teamRequest;
    const monthRequest = page.waitForRequest(
      (request) =>
        callTo(TEAM_RECORDS_PATH)(request) && Number(queryOf(request).get('to')) - Number(queryOf(request).get('from')) === 30 * DAY,
    );
    await page.getByRole('button', { name: englishText('kit_range_30_days') }).click();
    const records = await call<RecordsValue>(TEAM_RECORDS_PATH, queryOf(await monthRequest));
    const newest = records.list[0]!;
    expect(newest.username).not.toBe('agent01');
    const firstRow = page.getByTestId('record-row').first();
    await expect(firstRow.getByTestId('record-member')).toHaveText(newest.username);
    await expect(firstRow.getByTestId('record-amount')).toContainText(shown(Math.abs(newest.amount), currency));

    // One member's records alone.
    const oneRequest = page.waitForRequest(
      (request) => callTo(TEAM_RECORDS_PATH)(request) && queryOf(request).get('username') === newest.username,
    );
    await page.getByTestId('records-team-member').fill(newest.username);
    await page.getByTestId('records-team-member-apply').click();
    await oneRequest;
    await expect(page.getByTestId('record-row').first().getByTestId('record-member')).toHaveText(newest.username);
    const members = await page.getByTestId('record-member').allTextContents();
    expect(new Set(members)).toEqual(new Set([newest.username]));
  });
}

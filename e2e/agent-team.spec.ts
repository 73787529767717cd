import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { registerMember, uniqueSuffix } from './helpers/accounts';
import { apiLogin, DEMO_PASSWORD, openWithSession, platformCall, test, type PlatformSession } from './helpers/api-session';

/*
 * Agent team (issue 14): agent01 signs in, its home shows the team counters the platform computes for the
 * seeded tree, every enabled entry of its grid opens a working screen and a key the brand turns
 * off has no entry; an account opened under agent01 (a fresh name) appears in its team list. A type-0
 * member opening /m/agent lands on home. A login ends agent01's other sessions, so journeys that sign it in
 * run one at a time in the 'agents' project (playwright.config.ts).
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();

interface Kpi {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
  size: number;
  directSize: number;
}

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const agentMenuOf = (brand: E2EBrand) => (brand.config as unknown as { agentMenu: Record<string, boolean> }).agentMenu;

/** Every entry of the agent home's grid, by its id, the menu key that shows it and what proves its screen works. */
const MENU_ENTRIES = [
  { id: 'overview', key: 'AGEPAG', url: /\/m\/agent\/team\/overview$/, ready: 'team-size-all' },
  { id: 'team', key: 'DOWNMAN', url: /\/m\/member\/team$/, ready: 'team-members-table' },
  { id: 'register', key: 'DOWNMAN', url: /\/m\/agentRegister$/, ready: 'agent-register-form' },
  { id: 'records', key: 'TRANSREC3', url: /\/m\/transaction\/record\?types=A$/, ready: 'records-scope-team' },
  { id: 'pnl', key: 'AGETEAMPNL3', url: /\/m\/agent\/team\/pnl$/, ready: 'team-pnl' },
  { id: 'betting', key: 'TEAMBETTING3', url: /\/m\/teamBetting$/, ready: 'team-betting-filters' },
  { id: 'teamRebate', key: 'GAMSER', url: /\/m\/member\/teamRebate$/, ready: 'team-rebate-own' },
  { id: 'rebate', key: 'AGEREBINC3', url: /\/m\/member\/agent\/agentRebeat$/, ready: 'agent-rebate-rates' },
  { id: 'security', key: 'SECPRIV', url: /\/m\/securityCenter$/, ready: 'security-center' },
  { id: 'notices', key: 'MAILCEN', url: /\/m\/member\/notice\?types=A$/, ready: 'agent-notice-list' },
] as const;

/** Today in the browser's time zone, as the agent home asks for it. */
async function todayInPage(page: Page): Promise<{ startDate: number; endDate: number }> {
  return page.evaluate(() => {
    const now = new Date();
    return {
      startDate: new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime(),
      endDate: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime(),
    };
  });
}

const kpiOf = (agent: PlatformSession, merchant: string, address: string, range: { startDate: number; endDate: number }) =>
  platformCall<Kpi>(`/wps/agent/team/kpi?startDate=${range.startDate}&endDate=${range.endDate}`, { merchant, address, token: agent.token });

for (const brand of brands) {
  test(`${brand.id}: agent01's home shows the platform's team counters and the enabled team screens; a new subordinate joins the team list`, async ({
    page,
    address,
  }) => {
    test.setTimeout(150_000);
    const merchant = merchantOf(brand);
    const menu = agentMenuOf(brand);
    const agent = await apiLogin(merchant, 'agent01', DEMO_PASSWORD, address);
    await openWithSession(page, brand.origin, '/m/agent', agent);
    await expect(page.getByTestId('agent-username')).toHaveText('agent01');

    // The counters are the platform's figures for the seeded tree, today where the browser is.
    const today = await kpiOf(agent, merchant, address, await todayInPage(page));
    for (const counter of ['teamLoginMemberCount', 'teamBetMemberCount', 'teamRegisterMemberCount', 'teamOnlineCount'] as const) {
      await expect(page.getByTestId(`kpi-${counter}`)).toHaveText(String(today[counter]));
    }
    const sixtyDays = await kpiOf(agent, merchant, address, { startDate: Date.now() - 60 * 86_400_000, endDate: Date.now() + 1 });
    expect(sixtyDays.teamBetMemberCount).toBeGreaterThan(0);
    await expect(page.getByTestId('agent-menu-service')).toBeVisible();

    // Each entry of the grid: there when its key is on (and opens a working screen), absent when off.
    for (const entry of MENU_ENTRIES) {
      const link = page.getByTestId(`agent-menu-${entry.id}`);
      if (!menu[entry.key]) {
        await expect(link).toHaveCount(0);
        continue;
      }
      await link.click();
      await expect(page).toHaveURL(entry.url);
      await expect(page.getByTestId(entry.ready)).toBeVisible();
      if (entry.id === 'overview') {
        const week = await kpiOf(
          agent,
          merchant,
          address,
          await page.evaluate(() => {
            const now = new Date();
            return {
              startDate: new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6).getTime(),
              endDate: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime(),
            };
          }),
        );
        await expect(page.getByTestId('team-size-all')).toHaveText(String(week.size));
        await expect(page.getByTestId('kpi-teamBetMemberCount')).toHaveText(String(week.teamBetMemberCount));
      }
      await page.goBack();
      await expect(page.getByTestId('agent-kpi')).toBeVisible();
    }

    // Opening an account under agent01 (a fresh name: agent01 itself is only read): it joins the team list.
    const username = `ag${uniqueSuffix()}`;
    await page.goto(`${brand.origin}/m/agentRegister`);
    const form = page.getByTestId('agent-register-form');
    await form.locator('[name="username"]').fill(username);
    await form.locator('[name="password"]').fill('Fresh5678');
    await form.locator('[name="confirmPassword"]').fill('Fresh5678');
    await page.getByTestId('agent-register-submit').click();
    await expect(page.getByTestId('agent-register-done')).toContainText(username);
    await page.getByTestId('agent-register-to-team').click();
    await expect(page).toHaveURL(/\/m\/member\/team$/);
    await page.getByTestId('team-search-input').fill(username);
    await page.getByTestId('team-search-submit').click();
    await expect(page.getByTestId('team-member-name')).toHaveText([username]);
  });

  test(`${brand.id}: a type-0 member and a visitor opening /m/agent land on home`, async ({ page, address }) => {
    const member = await registerMember(brand, address, { password: 'Member1234', usernamePrefix: 'nt', mobilePrefix: '97' });
    expect(member.customerType).toBe(0);
    await openWithSession(page, brand.origin, '/m/agent', member);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('agent-menu')).toHaveCount(0);
    await openWithSession(page, brand.origin, '/m/agent', null);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

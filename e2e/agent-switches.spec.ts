import { expect as baseExpect } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { apiLogin, DEMO_PASSWORD, englishText, openWithSession, platformCall, test } from './helpers/api-session';

/*
 * Screens a brand turns off in brand.json (issue 29): agent02 typing the URL of team P&L, team betting, agent
 * rebate, agent notices, dividend or the dividend contract lands on the agent home with the spec's "no permission
 * or temporarily unavailable" message where its brand turns the screen off (lucky: all six), and opens the screen
 * where it is on; the platform refuses the screen's call for that merchant with function.not.available. What is
 * off is read from the brand's brand.json, so a generated brand is checked the same way. agent02 signs in, so
 * this runs in the 'agents' project (playwright.config.ts).
 */

const expect = baseExpect.configure({ timeout: 15_000 });

interface Switches {
  merchantCode: string;
  agentMenu: Record<string, boolean>;
  agent: { dividend: boolean };
}
const switchesOf = (brand: E2EBrand) => brand.config as unknown as Switches;

const DAY = 86_400_000;
const range = () => `from=${Date.now() - 7 * DAY}&to=${Date.now()}&pageNo=1&pageSize=10`;
const dates = () => `startDate=${Date.now() - 7 * DAY}&endDate=${Date.now()}`;

/** The six screens (the dividend and its contract share a switch), the switch that turns each off, its route id and the call its screen makes. */
const SCREENS = [
  {
    url: '/m/agent/team/pnl',
    route: 'agentTeamPnl',
    on: (s: Switches) => s.agentMenu['AGETEAMPNL3'],
    call: () => `/wps/agent/team/pnl?${range()}`,
  },
  {
    url: '/m/teamBetting',
    route: 'teamBetting',
    on: (s: Switches) => s.agentMenu['TEAMBETTING3'],
    call: () => `/wps/agent/team/bets?${range()}`,
  },
  {
    url: '/m/member/agent/agentRebeat',
    route: 'agentRebate',
    on: (s: Switches) => s.agentMenu['AGEREBINC3'],
    call: () => `/wps/agent/rebate?${dates()}`,
  },
  {
    url: '/m/member/notice?types=A',
    route: 'memberNotice',
    on: (s: Switches) => s.agentMenu['MAILCEN'],
    call: () => '/wps/system/announcements?types=A&groupName=m_home',
  },
  {
    url: '/m/member/agent/agentDivident',
    route: 'agentDividend',
    on: (s: Switches) => s.agent.dividend,
    call: () => '/wps/agent/dividend',
  },
  {
    url: '/m/member/agent/getDevidendContract',
    route: 'dividendContract',
    on: (s: Switches) => s.agent.dividend,
    call: () => '/wps/agent/contract?kind=DIVIDEND',
  },
] as const;

for (const brand of e2eBrands()) {
  test(`${brand.id}: agent02 typing a screen its brand turns off lands on the agent home with a message; the platform refuses its call`, async ({
    page,
    address,
  }) => {
    test.setTimeout(120_000);
    const switches = switchesOf(brand);
    const agent02 = await apiLogin(switches.merchantCode, 'agent02', DEMO_PASSWORD, address);
    await openWithSession(page, brand.origin, '/m/agent', agent02);
    await expect(page.getByTestId('agent-greeting')).toBeVisible();
    const notice = page.getByTestId('session-notice');
    for (const screen of SCREENS) {
      const on = screen.on(switches);
      await page.goto(`${brand.origin}${screen.url}`);
      if (on) {
        await expect(page.locator(`main[data-route="${screen.route}"]`), screen.url).toBeVisible();
        await expect(notice).toHaveCount(0);
        await expect(page).toHaveURL(`${brand.origin}${screen.url}`);
      } else {
        await expect(notice, screen.url).toHaveText(englishText('error_no_permission'));
        await expect(page).toHaveURL(/\/m\/agent$/);
        await expect(page.getByTestId('agent-greeting')).toBeVisible();
      }
      const call = platformCall<unknown>(screen.call(), { merchant: switches.merchantCode, address, token: agent02.token });
      if (on) await call;
      else await expect(call, screen.call()).rejects.toThrow('refused: function.not.available');
    }
  });
}

import { expect, type Page } from '@playwright/test';
import { paths } from '../libs/routes/src/paths';
import { e2eBrands } from './brands';
import { registerMember } from './helpers/accounts';
import { openWithSession, test } from './helpers/api-session';
import { watchCsp } from './helpers/csp-violations';

/*
 * Every page the server sends loads under the brand's Content-Security-Policy with no violation, as a visitor and
 * as a member. The server sends two kinds of page: a route's prerendered shell (home, the game list, login,
 * promotions: each has its own markup and style hash) and the plain index every other route shares. Each is a full
 * load here. Every route of the route table is also walked under the policy, in every language and role, by the
 * accessibility journey (e2e/a11y.spec.ts), which fails on any CSP report the same way (helpers/csp-violations).
 */

const PASSWORD = 'Policy1234';
const SHELL_PATHS = ['/', paths.home, paths.gameList, `${paths.gameList}?gameType=FISH`, paths.login, paths.activity];
/** A route with no prerendered shell: the plain index. */
const PLAIN_PATH = paths.other;
const MEMBER_PATH = paths.memberHome;

async function loadEach(page: Page, origin: string, pathnames: readonly string[]): Promise<string[]> {
  const watch = await watchCsp(page);
  const problems: string[] = [];
  for (const pathname of pathnames) {
    const response = await page.goto(`${origin}${pathname}`);
    expect(response?.headers()['content-security-policy'], `${pathname} is served under the CSP`).toContain("script-src 'self'");
    // The app has rendered its route (or the route's redirect), lazy screens and their texts included.
    await expect(page.locator('main[data-route]').first()).toBeAttached({ timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    problems.push(...(await watch.take(pathname)));
  }
  return problems;
}

for (const brand of e2eBrands()) {
  test.describe(`${brand.id}: content security policy`, () => {
    test('a visitor loads each prerendered shell and the plain index with no CSP violation', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${brand.origin}/m/other`);
      await page.evaluate(() => localStorage.setItem('language', 'EN'));
      expect(await loadEach(page, brand.origin, [...SHELL_PATHS, PLAIN_PATH])).toEqual([]);
    });

    test('a member loads each prerendered shell and a member route with no CSP violation', async ({ page, address }) => {
      test.setTimeout(120_000);
      const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'cs', mobilePrefix: '93' });
      await openWithSession(page, brand.origin, '/m/home', member);
      expect(await loadEach(page, brand.origin, [...SHELL_PATHS, MEMBER_PATH])).toEqual([]);
    });
  });
}

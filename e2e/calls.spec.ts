import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { e2eBrands } from './brands';
import { registerMember, uniqueSuffix } from './helpers/accounts';
import { openWithSession, test } from './helpers/api-session';

/*
 * Issue 17 item 3 (calls defined but unused) and item 12 (the floating customer-service button keeps clear of
 * content), on every brand: the calls as the browser sends them, against the reference platform.
 */

const brands = e2eBrands();
const PASSWORD = 'Calls1234';

async function withoutPopups(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

/** Whether two boxes overlap by more than a hair (borders touching is fine). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  const x = Math.min(boxA.x + boxA.width, boxB.x + boxB.width) - Math.max(boxA.x, boxB.x);
  const y = Math.min(boxA.y + boxA.height, boxB.y + boxB.height) - Math.max(boxA.y, boxB.y);
  return x > 1 && y > 1;
}

/** Scrolls to the page's end until its height holds (lists that load more as they near the end grow). */
async function scrollToEnd(page: Page): Promise<void> {
  let height = -1;
  for (let step = 0; step < 8; step++) {
    const now = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    if (now === height) return;
    height = now;
    await page.waitForTimeout(400);
  }
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

for (const brand of brands) {
  test.describe(`calls, ${brand.id}`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => withoutPopups(page));

    test('item 12: the floating button never covers the hot-games arrow while home scrolls, nor the last tiles at the end', async ({
      page,
    }) => {
      const float = page.getByTestId('float-button');
      const next = page.getByTestId('home-hot-games-next');
      await openWithSession(page, brand.origin, '/m/home', null);
      await page.getByTestId('home-footer').scrollIntoViewIfNeeded();
      await expect(next).toBeVisible({ timeout: 15_000 });
      // Every scroll position from the top to the end, 20 px apart: where would the button sit on the arrow?
      const covered = await page.evaluate(() => {
        const box = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect();
        const end = document.documentElement.scrollHeight - window.innerHeight;
        const positions: number[] = [];
        for (let top = 0; top <= end + 19; top += 20) {
          window.scrollTo({ top: Math.min(top, end), behavior: 'instant' });
          const [a, b] = [box('float-button'), box('home-hot-games-next')];
          const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (x > 1 && y > 1) positions.push(window.scrollY);
        }
        return positions;
      });
      expect(covered).toEqual([]);
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await expect(page.getByTestId('home-hot-game').nth(3)).toBeInViewport();

      await page.goto(`${brand.origin}/m/gameList?gameType=FISH`);
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      await scrollToEnd(page);
      const captions = page.locator('[data-testid="game-tile-open"] > span');
      const count = await captions.count();
      for (let index = Math.max(0, count - 3); index < count; index++) {
        expect(await overlaps(float, captions.nth(index)), `caption ${index}`).toBe(false);
      }
    });

    test('item 3: registration checks the user name while it is typed; the browser sends Device web and the hot-match types=H', async ({
      page,
      address,
    }) => {
      test.skip(!brand.config.flags.USERNAMEREG3, 'this brand registers by mobile number only');
      const taken = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'cl', mobilePrefix: '96' });
      const hotMatch = page.waitForRequest((request) => pathOf(request) === '/wps/system/hotMatch');
      await openWithSession(page, brand.origin, '/m/home', null);
      const hotMatchRequest = await hotMatch;
      expect(new URL(hotMatchRequest.url()).searchParams.get('types')).toBe('H');
      expect(new URL(hotMatchRequest.url()).searchParams.get('platform')).toBe('M');
      expect(hotMatchRequest.headers()['device']).toBe('web');

      await page.goto(`${brand.origin}/m/register`);
      const username = page.getByTestId('register-username');
      const checks: string[] = [];
      page.on('request', (request) => {
        if (pathOf(request) === '/wps/check/username') checks.push(new URL(request.url()).searchParams.get('username')!);
      });
      await username.pressSequentially(taken.userName, { delay: 20 });
      await expect(page.getByText('Sorry, the username already exists.')).toBeVisible();
      // Typing pauses are what it waits for: one question for the whole name.
      expect(checks).toEqual([taken.userName]);
      const fresh = `cl${uniqueSuffix()}`;
      await username.fill(fresh);
      await expect(page.getByText('This username is available')).toBeVisible();
      await expect(page.getByText('Sorry, the username already exists.')).toHaveCount(0);
    });

    test('item 3: a member launches a game from the mobile gateway and it is added to the recent games', async ({ page, address }) => {
      const session = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'cl', mobilePrefix: '96' });
      await openWithSession(page, brand.origin, '/m/gameList?gameType=RNG', session);
      const tile = page.getByTestId('game-tile').first();
      await expect(tile).toBeVisible();
      const nodeId = (await tile.getAttribute('data-node-id'))!;
      const launch = page.waitForRequest((request) => pathOf(request) === '/wps/game/launchGame');
      const addRecent = page.waitForRequest((request) => pathOf(request) === '/wps/game/recent/add');
      await tile.getByTestId('game-tile-open').click();
      expect((await launch).postDataJSON()).toMatchObject({ gateway: 3, nodeId });
      expect(new URL((await addRecent).url()).searchParams.get('nodeId')).toBe(nodeId);
    });
  });
}

import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { e2eBrands } from './brands';
import { declaresBrand, declaresShared } from './journeys';
import { registerMember, uniqueSuffix } from './helpers/accounts';
import { openWithSession, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Issue 17 item 3 (calls defined but unused) and item 12 (the floating customer-service button keeps clear of
 * content), on every brand: the calls as the browser sends them, against the reference platform.
 */

const brands = e2eBrands();
const PASSWORD = 'Calls1234';

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

/**
 * Scrolls the page through every position from where the first of `selectors` comes on screen to where the last
 * leaves it, `step` px apart, and at each, once the floating button has settled, asks the browser what is on top
 * at the centre and near the corners of each matching element on screen: what was the floating button instead.
 */
async function contentUnderFloat(page: Page, selectors: readonly string[], step: number): Promise<string[]> {
  return page.evaluate(
    async ({ selectors, step }) => {
      const float = document.querySelector('[data-testid="float-button"]')!;
      // Until two frames pass with the button still: the dock follows the scroll a frame or two later, and a
      // slide replaced by the next one ends cancelled (its promise rejects), so wait again rather than fail.
      const settle = async () => {
        for (;;) {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const moving = float.getAnimations();
          if (moving.length === 0) return;
          await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
        }
      };
      const targets = selectors.flatMap((selector) =>
        [...document.querySelectorAll(selector)].map((element, index) => ({ element, name: `${selector}[${index}]` })),
      );
      const pageTops = targets.map(({ element }) => element.getBoundingClientRect().top + window.scrollY);
      const pageBottoms = targets.map(({ element }) => element.getBoundingClientRect().bottom + window.scrollY);
      const end = document.documentElement.scrollHeight - window.innerHeight;
      const from = Math.max(0, Math.min(...pageTops) - window.innerHeight);
      const to = Math.min(end, Math.max(...pageBottoms));
      const covered: string[] = [];
      for (let top = from; top <= to + step - 1; top += step) {
        window.scrollTo({ top: Math.min(top, to), behavior: 'instant' });
        await settle();
        for (const { element, name } of targets) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth)
            continue;
          const inset = 2;
          const points = [
            [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
            [box.left + inset, box.top + inset],
            [box.right - inset, box.top + inset],
            [box.left + inset, box.bottom - inset],
            [box.right - inset, box.bottom - inset],
          ] as const;
          for (const [x, y] of points) {
            if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && float.contains(hit))
              covered.push(`${name} at scrollY ${Math.round(window.scrollY)} (${Math.round(x)}, ${Math.round(y)})`);
          }
        }
      }
      return covered;
    },
    { selectors, step },
  );
}

for (const brand of brands) {
  test.describe(`calls, ${brand.id}`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(async ({ page }) => withoutPopups(page));

    if (declaresShared()) {
      test('item 12: the floating button never covers the hot-games arrows or captions while home scrolls, nor game-list captions', async ({
        page,
      }) => {
        const float = page.getByTestId('float-button');
        const next = page.getByTestId('home-hot-games-next');
        await openWithSession(page, brand.origin, '/m/home', null);
        // The hot games mount as their section comes on screen: pass by it on the way to the end.
        await page.getByTestId('home-hot-games').scrollIntoViewIfNeeded();
        await expect(next).toBeVisible({ timeout: 15_000 });
        await page.getByTestId('home-footer').scrollIntoViewIfNeeded();
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
        // Mid-scroll, wherever the hot games pass the button's corner: neither arrow nor any tile's caption lies
        // under the button (elementFromPoint: what the player would tap or read there).
        await expect(page.getByTestId('home-hot-game').first()).toBeVisible();
        expect(
          await contentUnderFloat(
            page,
            ['[data-testid="home-hot-games-previous"]', '[data-testid="home-hot-games-next"]', '[data-testid="home-hot-game"] > span'],
            30,
          ),
        ).toEqual([]);
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
        // And on the way there: every caption of the list, at positions 60 px apart.
        expect(await contentUnderFloat(page, ['[data-testid="game-tile-open"] > span'], 60)).toEqual([]);
      });
    }

    if (declaresBrand()) {
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
    }

    if (declaresShared()) {
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
    }
  });
}

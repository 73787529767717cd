import { expect, type Page } from '@playwright/test';
import { e2eBrands } from './brands';
import { registerMember } from './helpers/accounts';
import { englishText, openWithSession, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Issue 16 item 1, from the player's side: the platform (here a hostile or compromised vendor, stood in for
 * by answering the launch call in the browser) sends a `javascript:` game URL. The app's URL guard refuses
 * it: no script runs, the page stays where it was, and the player reads the translated message.
 */

const PASSWORD = 'Guard1234';
const LAUNCH_PATH = '/wps/game/launchGame';
const RNG_LIST = '/m/gameList?gameType=RNG';

/** The hostile answers: each would run script (or load a page of the attacker's choosing) if followed. */
const HOSTILE_URLS = [
  'javascript:window.__pwned=true;alert(document.cookie)',
  ' JaVaScRiPt:window.__pwned=true',
  'java\tscript:window.__pwned=true',
  'data:text/html,<script>window.__pwned=true</script>',
];

/** Answers every launch with the URL `gameUrl()` names at that moment, as a hostile platform would. */
async function answerLaunchWith(page: Page, gameUrl: () => string): Promise<void> {
  await page.route(
    (url) => url.pathname === LAUNCH_PATH,
    (route) => route.fulfill({ json: { success: true, value: { content: { game_url: gameUrl() } } } }),
  );
}

for (const brand of e2eBrands()) {
  test.describe(`URL guard, brand ${brand.id}`, () => {
    test('a hostile launch URL from the platform does not run; the player sees the message', async ({ page, address }) => {
      const session = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'ug', mobilePrefix: '93' });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await withoutPopups(page);
      await openWithSession(page, brand.origin, RNG_LIST, session);
      const tileOpen = page.getByTestId('game-tile').first().getByTestId('game-tile-open');
      await expect(tileOpen).toBeVisible({ timeout: 20_000 });
      const listUrl = page.url();

      let hostile = HOSTILE_URLS[0]!;
      await answerLaunchWith(page, () => hostile);
      for (const next of HOSTILE_URLS) {
        hostile = next;
        const launched = page.waitForResponse((response) => new URL(response.url()).pathname === LAUNCH_PATH);
        await tileOpen.click();
        await launched;
        const message = page.getByRole('alert').filter({ hasText: englishText('url_refused') });
        await expect(message).toBeVisible();
        expect(page.url()).toBe(listUrl);
        expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
        await expect(message).toHaveCount(0, { timeout: 10_000 });
      }
      expect(dialogs).toEqual([]);
      // The session is untouched and the list still works: nothing navigated away.
      await expect(page.getByTestId('game-grid')).toBeVisible();
    });
  });
}

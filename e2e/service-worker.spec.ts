import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { contract } from '../libs/api/src/contract';
import { publicReadPaths } from '../libs/api/src/contract/public-reads';
import { e2eBrands } from './brands';
import { registerMember } from './helpers/accounts';
import { englishText, openWithSession, test } from './helpers/api-session';
import { cachedUrls, openControlled } from './helpers/service-worker';

/*
 * What the brand's service worker keeps, and how a new build takes over (issue 32, items 2 and 3). These journeys
 * allow the worker, which the others block (playwright.config.ts), and run one after another: the update journey
 * swaps the brand's sw.js for a new build's and puts it back.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const workspaceRoot = path.resolve(import.meta.dirname, '..');
const PUBLIC_READS = publicReadPaths(contract);

for (const brand of e2eBrands()) {
  test.describe(`service worker: ${brand.id}`, () => {
    test("keeps no answer with a member's data after a signed-in session: only the bundle, pages, public reads and images", async ({
      page,
      address,
    }) => {
      test.setTimeout(180_000);
      const session = await registerMember(brand, address, { password: 'Offline1234', usernamePrefix: 'of', mobilePrefix: '61' });
      await openControlled(page, brand.origin);
      await openWithSession(page, brand.origin, '/m/', session);
      await expect(page.getByTestId('header-logout')).toBeVisible({ timeout: 30_000 });
      for (const route of ['/m/member', '/m/withdraw', '/m/gameList?gameType=RNG']) {
        await page.goto(`${brand.origin}${route}`);
        await page.waitForLoadState('networkidle');
      }
      const kept = await cachedUrls(page);
      expect(kept.length).toBeGreaterThan(0);
      for (const url of kept) {
        const { pathname } = new URL(url);
        const allowed = pathname.startsWith('/m/') || pathname.startsWith('/wps/static/') || PUBLIC_READS.includes(pathname);
        expect([url, allowed]).toEqual([url, true]);
      }
      // Nothing kept names the member: no page, no read.
      const mentions = await page.evaluate(async (name) => {
        const found: string[] = [];
        for (const cacheName of await caches.keys()) {
          const cache = await caches.open(cacheName);
          for (const request of await cache.keys()) {
            const type = (await cache.match(request))?.headers.get('content-type') ?? '';
            if (!/json|html|text/.test(type)) continue;
            if ((await (await cache.match(request))!.text()).includes(name)) found.push(request.url);
          }
        }
        return found;
      }, session.userName);
      expect(mentions).toEqual([]);
    });

    test('a new build deployed: the open page says so, and after the player reloads it runs the new build', async ({ page }) => {
      test.setTimeout(180_000);
      await openControlled(page, brand.origin);
      const worker = path.join(workspaceRoot, 'dist/brands', brand.id, 'sw.js');
      const original = readFileSync(worker, 'utf8');
      const revision = /\{"revision":"([0-9a-f]+)","url":"\/m\/index\.html"\}/.exec(original)?.[1];
      expect(revision, 'sw.js precaches index.html by revision').toBeTruthy();
      const next = revision!.split('').reverse().join('');
      // The server prefers the build's .br/.gz copies: they step aside while the new worker is served.
      const copies = ['.br', '.gz'].map((suffix) => `${worker}${suffix}`).filter((file) => existsSync(file));
      try {
        for (const file of copies) renameSync(file, `${file}.off`);
        writeFileSync(
          worker,
          original.replace(`"revision":"${revision}","url":"/m/index.html"`, `"revision":"${next}","url":"/m/index.html"`),
        );
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });
        const notice = page.getByTestId('app-update');
        await expect(notice).toContainText(englishText('app_update_available'), { timeout: 60_000 });
        // Nothing reloads by itself.
        const marker = await page.evaluate(() => ((window as unknown as { __before: number }).__before = Date.now()));
        await page.waitForTimeout(1000);
        expect(await page.evaluate(() => (window as unknown as { __before?: number }).__before)).toBe(marker);

        await page.getByTestId('app-update-reload').click();
        await page.waitForFunction(() => (window as unknown as { __before?: number }).__before === undefined, undefined, {
          timeout: 30_000,
        });
        await expect(page.getByTestId('home')).toBeVisible();
        await expect
          .poll(async () => (await cachedUrls(page)).some((url) => url.includes(`index.html?__WB_REVISION__=${next}`)))
          .toBe(true);
        await expect(page.getByTestId('app-update')).toHaveCount(0);
      } finally {
        writeFileSync(worker, original);
        for (const file of copies) if (existsSync(`${file}.off`)) renameSync(`${file}.off`, file);
      }
    });
  });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/scripts/ensure-chromium.mjs';
import { e2eBrands } from './brands';

/*
 * Every brand installs as an app (issue 32, item 1): index.html links a web app manifest drawn from its
 * brand.json, with icons the build drew from its logo; files the bundle lacks answer 404 rather than the app.
 */

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A same-origin GET from the page (the browser resolves *.localhost; Node may not): status, type, caching, text. */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(async (target) => {
    const answer = await fetch(target, { cache: 'no-store' });
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      cacheControl: answer.headers.get('cache-control'),
      text: await answer.text(),
    };
  }, url);

for (const brand of e2eBrands()) {
  test.describe(`installable: ${brand.id}`, () => {
    test("links a manifest with the brand's name, colours and icons, each served as the image it names", async ({ page }) => {
      await page.goto(`${brand.origin}/m/`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/m/manifest.webmanifest');
      const answer = await fetchFromPage(page, href!);
      expect([answer.status, answer.type, answer.cacheControl]).toEqual([200, 'application/manifest+json', 'no-cache']);
      const manifest = JSON.parse(answer.text) as WebManifest;
      expect(manifest).toMatchObject({
        name: brand.config.name,
        start_url: '/m/',
        scope: '/m/',
        display: 'standalone',
        background_color: brand.config.theme.colors.background,
        theme_color: brand.config.theme.colors.headerBackground,
      });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      const links = [
        ...manifest.icons.map((icon) => icon.src),
        (await page.locator('link[rel="icon"]').getAttribute('href'))!,
        (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!,
      ];
      for (const src of links) {
        const icon = await fetchFromPage(page, src);
        expect([src, icon.status, icon.type]).toEqual([src, 200, 'image/png']);
      }
      const favicon = await fetchFromPage(page, '/favicon.ico');
      expect([favicon.status, favicon.type]).toEqual([200, 'image/x-icon']);
    });

    test("Chromium's installability check passes (CDP Page.getInstallabilityErrors, in a profile of its own)", async () => {
      // A test's context is incognito, where Chromium installs nothing: a persistent profile, as a phone's browser has.
      const profile = mkdtempSync(path.join(tmpdir(), 'playdeck-install-'));
      const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const page = await context.newPage();
        await page.goto(`${brand.origin}/m/`);
        await expect(page.getByTestId('home')).toBeVisible();
        const cdp = await context.newCDPSession(page);
        const manifest = await cdp.send('Page.getAppManifest');
        expect([manifest.url, manifest.errors]).toEqual([`${brand.origin}/m/manifest.webmanifest`, []]);
        await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

    test('a file the bundle lacks answers 404, a route still answers the app', async ({ page }) => {
      await page.goto(`${brand.origin}/m/`);
      for (const pathname of ['/m/assets/does-not-exist.js', '/m/assets/does-not-exist.css', '/m/no-such-icon.png']) {
        const answer = await fetchFromPage(page, pathname);
        expect([pathname, answer.status]).toEqual([pathname, 404]);
      }
      const route = await fetchFromPage(page, '/m/withdraw');
      expect(route.status).toBe(200);
      expect(route.text).toContain('rel="manifest"');
    });
  });
}

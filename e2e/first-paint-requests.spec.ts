import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { test } from './helpers/api-session';

/*
 * What home asks for before its first banner has painted (the shared definition: `img[data-first-banner]`,
 * the prerendered one, else the first `img[data-testid="home-banner"]`, is complete). Swiper, DOMPurify and
 * react-virtual must wait for it; so must zod when the first banner is the prerendered one (a platform banner
 * comes through the contract, and so after the API client, by design). The visitors' popup opens only after
 * the page's load event. Which chunks carry those libraries comes from the brand's bundle report.
 */

const brands = e2eBrands();
const workspaceRoot = path.resolve(import.meta.dirname, '..');
const LATE_LIBRARIES = {
  swiper: '/node_modules/swiper/',
  dompurify: '/node_modules/dompurify/',
  'react-virtual': '/node_modules/@tanstack/react-virtual/',
};
const ZOD = '/node_modules/zod/';

interface ChunkReport {
  file: string;
  modules: { id: string }[];
}

/** The built chunk files carrying a library's modules. */
function chunksCarrying(brand: E2EBrand, library: string): string[] {
  const report = JSON.parse(
    readFileSync(path.join(workspaceRoot, 'dist/brands', brand.id, '.vite/bundle-report.json'), 'utf8'),
  ) as ChunkReport[];
  return report.filter((chunk) => chunk.modules.some((module) => `/${module.id}`.includes(library))).map((chunk) => chunk.file);
}

interface Timings {
  firstBanner: { url: string; prerendered: boolean; paintedAt: number };
  requests: { url: string; startTime: number }[];
  popupShownAt: number | null;
  loadEventEnd: number;
}

// Runs before the app: notes when the popup first shows, on the page's own clock.
function watchPopup(): void {
  const record = window as unknown as { popupShownAt?: number };
  new MutationObserver((_records, observer) => {
    if (!document.querySelector('[data-testid="announcement-popup-content"]')) return;
    record.popupShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

async function openHome(page: Page, brand: E2EBrand): Promise<Timings> {
  await page.addInitScript(watchPopup);
  await page.goto(`${brand.origin}/m/home`);
  const firstBanner = page.locator('img[data-first-banner], img[data-testid="home-banner"]').first();
  await expect(firstBanner).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => firstBanner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true);
  await expect(page.getByTestId('announcement-popup-content')).toBeVisible({ timeout: 20_000 });
  return page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('img[data-first-banner], img[data-testid="home-banner"]')!;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const banner = resources.find((entry) => entry.name === image.currentSrc);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      firstBanner: { url: image.currentSrc, prerendered: image.hasAttribute('data-first-banner'), paintedAt: banner?.responseEnd ?? -1 },
      requests: resources.map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      popupShownAt: (window as unknown as { popupShownAt?: number }).popupShownAt ?? null,
      loadEventEnd: navigation.loadEventEnd,
    };
  });
}

const requestedBefore = (timings: Timings, files: string[]) =>
  timings.requests.filter(
    (request) => request.startTime < timings.firstBanner.paintedAt && files.some((file) => request.url.endsWith(`/${file}`)),
  );

for (const brand of brands) {
  test.describe(`brand ${brand.id}`, () => {
    test('home asks for no carousel, sanitiser or virtualiser before its first banner has painted; the popup waits for load', async ({
      page,
    }) => {
      const timings = await openHome(page, brand);
      expect(timings.firstBanner.paintedAt, `resource timing for ${timings.firstBanner.url}`).toBeGreaterThan(0);

      for (const [library, marker] of Object.entries(LATE_LIBRARIES)) {
        const files = chunksCarrying(brand, marker);
        expect(files.length, `${library} is in the build`).toBeGreaterThan(0);
        expect(
          requestedBefore(timings, files).map((request) => request.url),
          `${library} before the first banner (painted at ${timings.firstBanner.paintedAt.toFixed(0)} ms)`,
        ).toEqual([]);
      }
      if (timings.firstBanner.prerendered) {
        expect(
          requestedBefore(timings, chunksCarrying(brand, ZOD)).map((request) => request.url),
          'zod before the first banner',
        ).toEqual([]);
      }
      // Swiper still arrives: the carousel takes over once the banner is on screen.
      await expect(page.locator('[data-testid="home-banners"] .swiper')).toBeVisible();

      expect(timings.popupShownAt, 'the visitors popup showed').not.toBeNull();
      expect(timings.popupShownAt!).toBeGreaterThan(timings.loadEventEnd);
    });

    test("home's status, banners and vendor lanes leave with the entry, not after the API client", async ({ page }) => {
      const timings = await openHome(page, brand);
      const apiClientChunk = chunksCarrying(brand, ZOD);
      const apiClientAt = Math.min(
        ...timings.requests.filter((request) => apiClientChunk.some((file) => request.url.endsWith(`/${file}`))).map((r) => r.startTime),
      );
      for (const call of ['/wps/system/status', '/wps/system/banners?groupName=m_home', '/wps/relay/GCSGAME_getVassalage']) {
        const first = timings.requests.find((request) => request.url.includes(call));
        expect(first, `${call} was asked`).toBeDefined();
        expect(first!.startTime, `${call} before the API client's chunk`).toBeLessThan(apiClientAt);
      }
      const bannerCalls = timings.requests.filter((request) => request.url.includes('/wps/system/banners?groupName=m_home'));
      expect(bannerCalls, 'the banners are asked once: the client takes the early answer').toHaveLength(1);
    });
  });
}

import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { e2eBrands, hexToRgb, type E2EBrand } from './brands';
import { test } from './helpers/api-session';
import { dictionaries, type Language } from './helpers/dictionaries';

/*
 * Each brand's index.html carries the first view of home (tools/vite/prerendered-shell): it paints with no
 * script at all, and the app takes it over without moving anything; the carousel's first slide is its banner.
 * The game list, login and promotions get their own frame, with their largest image; other routes show none.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();

const text = (brand: E2EBrand, key: string): string => dictionaries[brand.config.languages.default as Language][key] ?? `missing ${key}`;

/** The hero banner's built URL, as index.html names it. */
async function prerenderedBannerSrc(page: Page, brand: E2EBrand): Promise<string> {
  // The brand server picks the brand by Host; the test runner cannot resolve *.localhost names itself.
  const origin = new URL(brand.origin);
  const html = await (await page.request.get(`http://localhost:${origin.port}/m/`, { headers: { Host: origin.host } })).text();
  const src = /<img[^>]*data-first-banner[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(src, 'index.html names the first banner').toBeTruthy();
  return src!;
}

interface RecordedLayout {
  shifts: { at: number; value: number; tops: number[] }[];
  shellGoneAt: number | null;
}

/** Runs in the page from its start: every layout shift (when, how much, where its moved elements were) and when the shell went. */
function recordLayout() {
  const layout: RecordedLayout = { shifts: [], shellGoneAt: null };
  (window as unknown as { layout: RecordedLayout }).layout = layout;
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { previousRect: DOMRectReadOnly }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      layout.shifts.push({ at: entry.startTime, value: entry.value, tops: entry.sources.map((source) => source.previousRect.y) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  let shellSeen = false;
  const watcher = new MutationObserver(() => {
    if (document.getElementById('pd-shell')) shellSeen = true;
    else if (shellSeen) {
      layout.shellGoneAt = performance.now();
      watcher.disconnect();
    }
  });
  watcher.observe(document, { childList: true, subtree: true });
}

interface RecordedPaint {
  /** Each largest-contentful-paint candidate: its image's URL ('' for text) and whether it was the shell's. */
  lcp: { url: string; inShell: boolean }[];
}

/** Runs in the page from its start: the largest-paint candidates, noted while the shell still exists. */
function recordLargestPaint() {
  const paint: RecordedPaint = { lcp: [] };
  (window as unknown as { paint: RecordedPaint }).paint = paint;
  type Largest = PerformanceEntry & { url: string; element: Element | null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Largest[])
      paint.lcp.push({ url: entry.url, inShell: entry.element?.closest('#pd-shell') != null });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The entry routes besides home: where each opens, the app element that shows it is up, and the app's largest image. */
const entryRoutes = (
  brand: E2EBrand,
): { name: string; path: string; ready: (page: Page) => Locator; largestImage: (page: Page) => Locator }[] => [
  {
    name: 'the game list',
    path: '/m/gameList?gameType=FISH',
    // The app's header, titled by the category as the shell's was.
    ready: (page) => page.getByTestId('app-header').getByTestId('page-title').getByText(text(brand, 'game_list_FISH'), { exact: true }),
    largestImage: (page) => page.getByTestId('game-list-banner'),
  },
  {
    name: 'login',
    path: '/m/login',
    ready: (page) => page.getByTestId('login-back'),
    largestImage: (page) => page.locator('main img').first(),
  },
  {
    name: 'promotions',
    path: '/m/activity',
    ready: (page) => page.getByTestId('promotion-card').first(),
    largestImage: (page) => page.getByTestId('promotion-card-image').first(),
  },
];

const bannerPainted = (page: Page) =>
  page.locator('#pd-shell img[data-first-banner]').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

for (const brand of brands) {
  test.describe(`brand ${brand.id}`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test("home shows the header, the first banner and the footer in the brand's language", async ({ page }) => {
        await page.goto(`${brand.origin}/m/`);
        const shell = page.locator('#pd-shell');
        await expect(shell.locator('img[data-first-banner]')).toBeVisible();
        await expect.poll(() => bannerPainted(page)).toBe(true);
        await expect(shell.getByRole('img', { name: brand.config.name, exact: true })).toBeVisible();
        await expect(shell.getByRole('link', { name: text(brand, 'home_login') })).toBeVisible();
        await expect(shell.getByRole('link', { name: text(brand, 'home_register') })).toBeVisible();
        await expect(shell.getByRole('navigation').getByText(text(brand, 'footer_home'))).toBeVisible();
        // Styled by the brand's theme before any script or the app's stylesheet does anything to it.
        const headerColour = await shell.locator('.pd-home-header').evaluate((header) => getComputedStyle(header).backgroundColor);
        expect(headerColour).toBe(hexToRgb((brand.config.theme.colors as Record<string, string>).headerBackground!));
        await expect(page.locator('#root')).toBeEmpty();
      });
    });

    test.describe('before the app has loaded', () => {
      // Each route's own page (the server picks it; no script does); the app's scripts never arrive, so the shell stays as first painted.
      test.beforeEach(async ({ page }) => {
        await page.route(/\/m\/assets\/.*\.js$/, (route) => route.abort());
      });

      test("the game list shows its own header titled by the category and its banner's box, not home's banner", async ({ page }) => {
        await page.goto(`${brand.origin}/m/gameList?gameType=FISH`);
        const shell = page.locator('#pd-shell');
        await expect(shell.getByRole('heading', { name: text(brand, 'game_list_FISH') })).toBeVisible();
        await expect(shell.locator('img[data-first-banner]')).toBeHidden();
        // Reserved at the banner's shape; with no script the entry never fills it.
        const box = (await shell.locator('[data-shell-first-image-box]').boundingBox())!;
        expect(box.width / box.height).toBeCloseTo(75 / 28, 1);
      });

      test("login shows the brand's logo, the title and the form's frame without the home shell", async ({ page }) => {
        await page.goto(`${brand.origin}/m/login`);
        const login = page.locator('#pd-shell [data-shell-route="login"]');
        await expect(login.getByRole('img', { name: brand.config.name, exact: true })).toBeVisible();
        await expect(login.getByRole('heading', { name: text(brand, 'login_title') })).toBeVisible();
        await expect(page.locator('#pd-shell img[data-first-banner]')).toBeHidden();
        // Login's page carries login's shell alone (the server picks the page): no other route's header.
        await expect(page.locator('#pd-shell header')).toHaveCount(0);
      });

      test("promotions shows its header, the menu loading and the first card's box", async ({ page }) => {
        await page.goto(`${brand.origin}/m/activity`);
        const shell = page.locator('#pd-shell');
        await expect(shell.getByRole('heading', { name: text(brand, 'route_activity') })).toBeVisible();
        await expect(shell.locator('[data-shell-first-image-box]')).toBeVisible();
        await expect(shell.getByRole('navigation').getByRole('link', { name: text(brand, 'footer_promotion') })).toHaveAttribute(
          'aria-current',
          'page',
        );
      });

      test('a route without a shell of its own shows none', async ({ page }) => {
        await page.goto(`${brand.origin}/m/notice`);
        await expect(page.locator('#pd-shell')).toBeHidden();
      });

      test('an unknown path shows home, as the app will', async ({ page }) => {
        await page.goto(`${brand.origin}/m/no/such/page`);
        await expect(page.locator('#pd-shell img[data-first-banner]')).toBeVisible();
      });
    });

    test.describe('with JavaScript', () => {
      // Home asks the platform for eight answers at once; a loaded machine needs more than the default 30 s.
      test.slow();

      test('home takes the shell over with no layout shift; the first slide is the prerendered banner', async ({ page }) => {
        const heroSrc = await prerenderedBannerSrc(page, brand);
        await page.addInitScript(recordLayout);
        await page.goto(`${brand.origin}/m/`);
        await expect(page.locator('#pd-shell')).toHaveCount(0);
        await expect(page.getByTestId('home-header')).toBeVisible();
        const banners = page.getByTestId('home-banners');
        await expect(banners).toHaveAttribute('data-state', 'ready');
        const firstSlide = banners.locator('.swiper-slide[data-swiper-slide-index="0"] img[data-testid="home-banner"]');
        await expect(firstSlide).toHaveAttribute('src', heroSrc);
        await expect(page.getByTestId('home-tab-content')).toBeVisible();
        // Let the blocks that load after the takeover settle too.
        await page.waitForTimeout(1000);
        const { shifts, shellGoneAt } = await page.evaluate(() => (window as unknown as { layout: RecordedLayout }).layout);
        expect(shellGoneAt, 'the shell was removed').not.toBeNull();
        // While the shell covers the page the app mounts under it: nothing may move (pinning the shell included).
        const beforeTakeover = shifts.filter((shift) => shift.at <= shellGoneAt!);
        expect(beforeTakeover, 'layout shifts before the shell went').toEqual([]);
        // Lifting the shell moves nothing either: the first view (header and banners) never moves, before or after.
        const box = (await banners.boundingBox())!;
        expect(shifts.filter((shift) => shift.tops.some((top) => top < box.y + box.height))).toEqual([]);
        // Nor do home's blocks below it as their answers arrive: every placeholder holds its block's place.
        await expect(page.getByTestId('home-hot-games')).toBeVisible();
        const all = await page.evaluate(() => (window as unknown as { layout: RecordedLayout }).layout.shifts);
        expect(
          all.reduce((sum, shift) => sum + shift.value, 0),
          'layout shift on home',
        ).toBe(0);
      });

      test('the largest paint on home is the prerendered banner', async ({ page }) => {
        const heroSrc = await prerenderedBannerSrc(page, brand);
        await page.goto(`${brand.origin}/m/`);
        await expect(page.locator('#pd-shell')).toHaveCount(0);
        const lcp = await page.evaluate(
          () =>
            new Promise<string>((resolve) =>
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
                resolve(entries.at(-1)!.url);
              }).observe({ type: 'largest-contentful-paint', buffered: true }),
            ),
        );
        expect(new URL(lcp).pathname).toBe(heroSrc);
      });

      for (const route of entryRoutes(brand)) {
        test(`${route.name}: the largest paint is the shell's, the very image the app then shows; nothing moves`, async ({ page }) => {
          await page.addInitScript(recordLayout);
          await page.addInitScript(recordLargestPaint);
          await page.goto(`${brand.origin}${route.path}`);
          await expect(route.ready(page)).toBeVisible();
          await expect(page.locator('#pd-shell')).toHaveCount(0);
          // Let what loads after the takeover (the promotions' menu, the list's tiles) settle too.
          await page.waitForTimeout(1000);
          const appImage = await route.largestImage(page).evaluate((image: HTMLImageElement) => new URL(image.src).pathname);
          const { lcp } = await page.evaluate(() => (window as unknown as { paint: RecordedPaint }).paint);
          const largest = lcp.at(-1);
          expect(largest?.inShell, `the largest paint (${JSON.stringify(lcp)}) came from the shell`).toBe(true);
          expect(new URL(largest!.url).pathname).toBe(appImage);
          const { shifts, shellGoneAt } = await page.evaluate(() => (window as unknown as { layout: RecordedLayout }).layout);
          expect(shellGoneAt, 'the shell was removed').not.toBeNull();
          expect(shifts, `layout shifts on ${route.name}`).toEqual([]);
        });
      }
    });
  });
}

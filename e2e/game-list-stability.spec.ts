import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { adminCall } from './helpers/accounts';
import { platformCall, projectIndex, test } from './helpers/api-session';

/*
 * The game list holds still and stays small (issue 15): no layout shift while its banner, filters and games
 * arrive (buffered 'layout-shift' entries sum to 0), and a windowed grid of at most 400 elements while a thumb
 * scrolls a 1,000-game catalogue to its end. The catalogue is one poker vendor of the run's last brand (lucky when every brand runs), topped up
 * through the platform's loopback admin route: each phone scrolls a vendor of its own, and no other journey
 * lists these vendors' games.
 */

// A 1,000-game list loads 40 pages from a platform shared by two phones: allow a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const CATALOGUE_SIZE = 1_000;
const MAX_GRID_ELEMENTS = 400;
const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';
/** One vendor per phone, so two phones side by side never top up the same catalogue. */
const POKER_VENDORS = ['KM', 'V8'] as const;

const brands = e2eBrands();
/** The catalogue's windowing reads no brand setting: it is scrolled on the run's last brand. */
const catalogueBrand = brands.at(-1)!;
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

/** Every layout shift since the page started (buffered), with what moved, for a readable failure. */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    const describe = (source: Node | null): string => {
      const node = source instanceof Text ? source.parentElement : source;
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
      const testId = node.closest('[data-testid]')?.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} in ${testId ?? 'page'}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; at: number; sources: string[] }[] }).__layoutShifts);

/** Lets the page draw two frames, so a shift caused by the last change has been reported. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

async function vendorGameCount(brand: E2EBrand, vendor: string, address: string): Promise<number> {
  const query = new URLSearchParams({ gameType: 'PVP', vassalage: vendor, pageNo: '1', pageSize: '1', language: 'EN' });
  const value = await platformCall<{ totalPages: number }>(`${GAME_LIST_PATH}?${query}`, { merchant: merchantOf(brand), address });
  return value.totalPages;
}

/** Tops the vendor's poker catalogue up to exactly CATALOGUE_SIZE games (the admin route answers loopback only). */
async function topUpCatalogue(brand: E2EBrand, vendor: string, address: string): Promise<void> {
  const before = await vendorGameCount(brand, vendor, address);
  if (before < CATALOGUE_SIZE)
    await adminCall('/games', { merchant: merchantOf(brand), vendor, category: 'PVP', count: CATALOGUE_SIZE - before });
  expect(await vendorGameCount(brand, vendor, address)).toBe(CATALOGUE_SIZE);
}

interface GridReading {
  count: number;
  gridElements: number;
  ended: boolean;
  atBottom: boolean;
}

/** Scrolls by `dy`, lets the grid draw two frames, and counts the elements the grid holds. */
function scrollAndRead(page: Page, dy: number): Promise<GridReading> {
  return page.evaluate(async (by) => {
    if (by) window.scrollBy(0, by);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const grid = document.querySelector('[data-testid="game-grid"]')!;
    const root = document.documentElement;
    return {
      count: Number(grid.getAttribute('data-count')),
      gridElements: grid.getElementsByTagName('*').length + 1,
      ended: !!document.querySelector('[data-testid="game-list-end"]'),
      atBottom: window.scrollY + window.innerHeight >= root.scrollHeight - 2,
    };
  }, dy);
}

test.describe('game list stability', () => {
  for (const brand of brands) {
    test(`${brand.id}: the slots list does not shift while its banner, filters and games arrive`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(`${brand.origin}/m/gameList?gameType=RNG`);
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      await expect(page.getByTestId('game-list-banner')).toBeVisible();
      await expect(page.getByTestId('game-list-banner')).toHaveJSProperty('complete', true);
      // The images of the first screen of tiles have arrived (or fallen back) too.
      await expect
        .poll(() =>
          page
            .locator('[data-testid="game-tile"] img')
            .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
        )
        .toBe(true);
      await settle(page);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  test('a visitor scrolls a 1,000-game catalogue to its end: at most 400 elements in the grid, nothing shifts', async ({
    page,
    address,
  }, testInfo) => {
    test.setTimeout(240_000);
    const vendor = POKER_VENDORS[projectIndex(testInfo.project.name)]!;
    await topUpCatalogue(catalogueBrand, vendor, address);
    await recordLayoutShifts(page);
    await page.goto(`${catalogueBrand.origin}/m/gameList?gameType=PVP&vassalage=${vendor}`);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();

    let mostElements = 0;
    const step = Math.round(page.viewportSize()!.height * 0.8);
    for (let steps = 0; ; steps++) {
      expect(steps, 'scrolling never reached the end of the list').toBeLessThan(2_000);
      const reading = await scrollAndRead(page, step);
      mostElements = Math.max(mostElements, reading.gridElements);
      if (!reading.atBottom) continue;
      if (reading.ended) break;
      await expect
        .poll(async () => {
          const now = await scrollAndRead(page, 0);
          mostElements = Math.max(mostElements, now.gridElements);
          return now.count > reading.count || now.ended;
        })
        .toBe(true);
    }

    await expect(page.getByTestId('game-grid')).toHaveAttribute('data-count', String(CATALOGUE_SIZE));
    await expect(page.getByTestId('game-list-end')).toBeVisible();
    expect(mostElements, 'elements in the grid at once').toBeLessThanOrEqual(MAX_GRID_ELEMENTS);
    expect(mostElements).toBeGreaterThan(0);
    await settle(page);
    expect(await layoutShifts(page)).toEqual([]);
  });
});

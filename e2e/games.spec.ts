import { expect as baseExpect, type Page, type Request } from '@playwright/test';
import { e2eBrands } from './brands';
import { creditMember, registerMember } from './helpers/accounts';
import { shownWireMoney } from './helpers/money';
import { englishText, openWithSession, platformCall, test, type PlatformSession } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * The game pages (spec sections 2-4, 7, 9) against the reference platform's seeded catalogue of the
 * default brand (merchant PLAYDECK): the game list's tiles, filters, endless windowed grid, favourites,
 * a launch into the platform's demo slot and back, and the lottery launch route. What the list must show
 * comes from the platform itself (GCSGAME_gameList with the same filters). Members are registered here,
 * one per journey, so no other journey logs in with them; texts are read in English.
 */

// Lists load in pages from a platform shared by two phones side by side: allow a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

// The catalogue, its filters and a round are the platform's, the same for every brand: one brand, the run's first.
const brand = e2eBrands()[0]!;
const merchant = (brand.config as unknown as { merchantCode: string }).merchantCode;
const PASSWORD = 'Games1234';
const PAGE_SIZE = 25;
const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';
const RNG_LIST = '/m/gameList?gameType=RNG';

interface Game {
  gameId: number;
  nodeId: string;
  gameCode: string;
  gameName: string;
  vassalage: string;
  minBet: number;
  gameGroupId: number | null;
  lottoMode: string | null;
}

interface Wallet {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
}

/** Items grouped by a key, in first-seen order (Map.groupBy is not in Node 20). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

const newMember = (address: string) => registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'gm', mobilePrefix: '97' });

/** Every game the platform lists for these filters, in its order (pages of 100). */
async function platformGames(address: string, filters: Record<string, string>): Promise<Game[]> {
  const games: Game[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const query = new URLSearchParams({ ...filters, pageNo: String(pageNo), pageSize: '100', language: 'EN' });
    const value = await platformCall<{ games: Game[]; totalPages: number }>(`${GAME_LIST_PATH}?${query}`, { merchant, address });
    games.push(...value.games);
    if (pageNo >= value.totalPages) return games;
  }
}

const favouriteIds = (address: string, session: PlatformSession) =>
  platformCall<string[]>('/wps/game/favorite/ids?pageNo=1&pageSize=100', { merchant, address, token: session.token });

const wallet = (address: string, session: PlatformSession) =>
  platformCall<Wallet>('/wps/wallets/gcs', { merchant, address, token: session.token });

/** A wire amount as the app (and the demo game page) shows it: in the brand's currency. */
const money = (amount: number) => shownWireMoney(amount, brand.config.currency);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const grid = (page: Page) => page.getByTestId('game-grid');
const tile = (page: Page, nodeId: string) => page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
const firstTileId = async (page: Page) => (await page.getByTestId('game-tile').first().getAttribute('data-node-id'))!;
const toast = (page: Page, key: string) => page.getByRole('status').filter({ hasText: englishText(key) });
const isGameListCall = (request: Request) => new URL(request.url()).pathname === GAME_LIST_PATH;
const isLaunchCall = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/wps/game/launchGame';

interface GridSnapshot {
  /** data-count: the games loaded so far. */
  count: number;
  columns: number;
  /** The tiles in the DOM now, with their place in the list. */
  tiles: { index: number; nodeId: string }[];
  tileElements: number;
  ended: boolean;
  atBottom: boolean;
}

/** Scrolls the page by `dy` (0: not at all), lets the grid draw two frames, and reads which tiles it holds. */
function scrollAndRead(page: Page, dy: number): Promise<GridSnapshot> {
  return page.evaluate(async (by) => {
    if (by) window.scrollBy(0, by);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const gridElement = document.querySelector<HTMLElement>('[data-testid="game-grid"]')!;
    const rows = [...gridElement.querySelectorAll<HTMLElement>('[data-row]')];
    const columns = rows.length ? getComputedStyle(rows[0]!).gridTemplateColumns.split(' ').length : 1;
    const tiles = rows.flatMap((row) =>
      [...row.querySelectorAll<HTMLElement>('[data-testid="game-tile"]')].map((element, column) => ({
        index: Number(row.dataset.row) * columns + column,
        nodeId: element.dataset.nodeId!,
      })),
    );
    const root = document.documentElement;
    return {
      count: Number(gridElement.dataset.count),
      columns,
      tiles,
      tileElements: document.querySelectorAll('[data-testid="game-tile"]').length,
      ended: !!document.querySelector('[data-testid="game-list-end"]'),
      atBottom: window.scrollY + window.innerHeight >= root.scrollHeight - 2,
    };
  }, dy);
}

/** The node ids of a short list (one that the grid draws whole), in the list's order. */
async function shownIds(page: Page): Promise<string[]> {
  const snapshot = await scrollAndRead(page, 0);
  return snapshot.tiles.sort((a, b) => a.index - b.index).map((entry) => entry.nodeId);
}

test.describe('games', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor who taps a game tile is sent to log in', async ({ page }) => {
    await openWithSession(page, brand.origin, RNG_LIST, null);
    await expect(page.getByTestId('game-list-screen')).toBeVisible();
    await expect(page.getByTestId('game-list')).toHaveAttribute('data-data-type', 'all');
    await page.getByTestId('game-tile').first().getByTestId('game-tile-open').click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member narrows the list by provider, name and minimum bet to exactly the platform’s games; a tab clears the filters', async ({
    page,
    address,
  }) => {
    const session = await newMember(address);
    // Filters chosen from the catalogue as it is: a provider, its most common minimum bet, a word that
    // names several (not all) of those games.
    const vendor = 'PG';
    const ofVendor = await platformGames(address, { gameType: 'RNG', vassalage: vendor });
    const byMinBet = groupBy(ofVendor, (game) => String(game.minBet));
    const [minBet, withMinBet] = [...byMinBet].sort((a, b) => b[1].length - a[1].length)[0]!;
    const words = groupBy(
      withMinBet.flatMap((game) => [...new Set(game.gameName.split(/\s+/).filter((word) => word.length >= 4))]),
      (word) => word,
    );
    const [gameName] = [...words]
      .filter(([, uses]) => uses.length >= 2 && uses.length < withMinBet.length)
      .sort((a, b) => b[1].length - a[1].length)[0]!;
    const expected = await platformGames(address, { gameType: 'RNG', vassalage: vendor, gameName, minBet });
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(PAGE_SIZE);

    await openWithSession(page, brand.origin, RNG_LIST, session);
    await expect(grid(page)).toBeVisible();
    await page.getByTestId('game-filter-vendor').click();
    const vendorMenu = page.getByTestId('game-vendor-menu');
    await expect(vendorMenu).toBeVisible();
    await vendorMenu.getByTestId(`game-vendor-option-${vendor}`).click();
    await expect(vendorMenu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]vassalage=${vendor}(&|$)`));

    // The name applies by itself once typing stops (800 ms).
    await page.getByTestId('game-filter-name').fill(gameName);
    await expect.poll(() => new URL(page.url()).searchParams.get('gameName')).toBe(gameName);
    await page.getByTestId('game-filter-min-bet').selectOption(minBet);

    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ gameType: 'RNG', vassalage: vendor, gameName, minBet });
    await expect(page.getByTestId('game-list')).toHaveAttribute('data-data-type', 'filter');
    await expect(grid(page)).toHaveAttribute('data-count', String(expected.length));
    await expect.poll(() => shownIds(page)).toEqual(expected.map((game) => game.nodeId));
    for (const game of expected) await expect(tile(page, game.nodeId)).toContainText(game.gameName);

    await page.getByTestId('game-tab-hot').click();
    await expect(page.getByTestId('game-tab-hot')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('game-list')).toHaveAttribute('data-data-type', 'hot');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ gameType: 'RNG', type: 'hot' });
    await expect(page.getByTestId('game-filter-name')).toHaveValue('');
    await expect(page.getByTestId('game-filter-min-bet')).toHaveValue('');
    await expect(page.getByTestId('game-filter-vendor')).toHaveText(englishText('game_filter_all_vendors'));
  });

  test('a visitor filters the live rooms by type (Free, VIP, Pay per View): exactly the platform’s rooms of that type, each marked with it', async ({
    page,
    address,
  }) => {
    const rooms = await platformGames(address, { gameType: 'LIVE', roomType: 'PPV' });
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.length).toBeLessThan(PAGE_SIZE);

    await openWithSession(page, brand.origin, '/m/gameList?gameType=LIVE', null);
    await expect(grid(page)).toBeVisible();
    const room = page.getByTestId('game-filter-room');
    await expect(room.locator('option')).toHaveText([
      englishText('game_filter_all'),
      englishText('game_room_FREE'),
      englishText('game_room_VIP'),
      englishText('game_room_PPV'),
    ]);
    await room.selectOption('PPV');
    await expect(page).toHaveURL(/[?&]roomType=PPV(&|$)/);
    await expect(grid(page)).toHaveAttribute('data-count', String(rooms.length));
    await expect.poll(() => shownIds(page)).toEqual(rooms.map((game) => game.nodeId));
    for (const game of rooms) await expect(tile(page, game.nodeId)).toContainText(englishText('game_room_PPV'));
  });

  test('a member scrolls the whole slots list: each page once, every game once, in order, a windowed grid', async ({ page, address }) => {
    test.setTimeout(180_000);
    const session = await newMember(address);
    const expected = await platformGames(address, { gameType: 'RNG' });
    expect(expected.length).toBeGreaterThanOrEqual(630);
    const totalPages = Math.ceil(expected.length / PAGE_SIZE);

    const listRequests: Request[] = [];
    page.on('request', (request) => {
      if (isGameListCall(request)) listRequests.push(request);
    });
    await openWithSession(page, brand.origin, RNG_LIST, session);
    await expect(grid(page)).toHaveAttribute('data-count', String(PAGE_SIZE));

    const seen = new Map<number, string>();
    let mostTiles = 0;
    const record = (snapshot: GridSnapshot) => {
      mostTiles = Math.max(mostTiles, snapshot.tileElements);
      const ids = snapshot.tiles.map((entry) => entry.nodeId);
      expect(new Set(ids).size, 'a game drawn twice at once').toBe(ids.length);
      for (const { index, nodeId } of snapshot.tiles) {
        const before = seen.get(index);
        if (before !== undefined) expect(before, `place ${index} changed its game`).toBe(nodeId);
        seen.set(index, nodeId);
      }
    };

    // A thumb's scroll: most of a screen at a time, waiting at the end for the next page.
    const step = Math.round(page.viewportSize()!.height * 0.8);
    for (let steps = 0; ; steps++) {
      expect(steps, 'scrolling never reached the end of the list').toBeLessThan(1_000);
      const snapshot = await scrollAndRead(page, step);
      record(snapshot);
      if (!snapshot.atBottom) continue;
      if (snapshot.ended) break;
      await expect
        .poll(async () => {
          const now = await scrollAndRead(page, 0);
          record(now);
          return now.count > snapshot.count || now.ended;
        })
        .toBe(true);
    }

    await expect(page.getByTestId('game-list-end')).toBeVisible();
    await expect(page.getByTestId('game-list-end')).toHaveText(englishText('game_list_end').replace('{{count}}', String(expected.length)));
    await expect(grid(page)).toHaveAttribute('data-count', String(expected.length));
    const allIds = [...seen].sort((a, b) => a[0] - b[0]).map(([, nodeId]) => nodeId);
    expect(new Set(allIds).size).toBe(allIds.length);
    expect(allIds).toEqual(expected.map((game) => game.nodeId));
    expect(mostTiles, 'tiles in the DOM at once').toBeLessThanOrEqual(100);
    expect(mostTiles).toBeGreaterThan(0);

    const pageRequests = listRequests.map((request) => {
      const query = new URL(request.url()).searchParams;
      // The browser's own clock: when the request started, not when the runner heard of it.
      return { pageNo: Number(query.get('pageNo')), pageSize: Number(query.get('pageSize')), startedAt: request.timing().startTime };
    });
    expect(pageRequests.map((request) => request.pageNo)).toEqual(Array.from({ length: totalPages }, (_, index) => index + 1));
    expect(pageRequests.every((request) => request.pageSize === PAGE_SIZE)).toBe(true);
    // At most one page a second. The app times its asks; on a loaded machine a request can leave well after its
    // ask (CI saw 880 ms between two), so two requests may stand closer than the asks did. Without the
    // once-a-second rule they would come about as fast as the pages answer (tens of ms apart).
    const gaps = pageRequests.slice(1).map((request, index) => Math.round(request.startedAt - pageRequests[index]!.startedAt));
    expect(Math.min(...gaps), `gaps between pages: ${gaps.join(', ')} ms`).toBeGreaterThanOrEqual(600);
  });

  test('a favourite: starred in the list, kept across reloads, shown in Favourites, removed there at once', async ({ page, address }) => {
    const session = await newMember(address);
    await openWithSession(page, brand.origin, RNG_LIST, session);
    await expect(grid(page)).toBeVisible();
    const nodeId = await firstTileId(page);
    const star = tile(page, nodeId).getByTestId('game-tile-favourite');
    await expect(star).toHaveAttribute('aria-pressed', 'false');

    // "Change saved" shows for one second only: wait for it in the page, from before the tap.
    const added = toast(page, 'game_fav_saved').waitFor();
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await added;
    await expect(toast(page, 'game_fav_saved')).toHaveCount(0, { timeout: 3_000 });
    expect(await favouriteIds(address, session)).toEqual([nodeId]);

    await page.reload();
    await expect(tile(page, nodeId).getByTestId('game-tile-favourite')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('game-tab-fav').click();
    await expect(page.getByTestId('game-tab-fav')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]type=fav(&|$)/);
    await expect(page.getByTestId('game-list')).toHaveAttribute('data-data-type', 'fav');
    await expect(page.getByTestId('game-tile')).toHaveCount(1);
    await expect(tile(page, nodeId)).toBeVisible();

    // Held until the tile is gone: the tile leaves before the platform has answered.
    let releaseRemoval: () => void = () => undefined;
    const removalHeld = new Promise<void>((resolve) => (releaseRemoval = resolve));
    let removals = 0;
    await page.route(
      (url) => url.pathname === '/wps/game/favorite',
      async (route) => {
        if (route.request().method() !== 'DELETE') return route.continue();
        removals++;
        await removalHeld;
        await route.continue();
      },
    );
    const removed = toast(page, 'game_fav_saved').waitFor();
    await tile(page, nodeId).getByTestId('game-tile-favourite').click();
    await expect(tile(page, nodeId)).toHaveCount(0);
    await expect.poll(() => removals).toBe(1);
    releaseRemoval();
    await removed;
    await expect(page.getByTestId('game-list-empty')).toContainText(englishText('game_empty_fav'));
    await expect.poll(() => favouriteIds(address, session)).toEqual([]);

    await page.reload();
    await expect(page.getByTestId('game-list')).toHaveAttribute('data-data-type', 'fav');
    await expect(page.getByTestId('game-list-empty')).toContainText(englishText('game_empty_fav'));
    await expect(tile(page, nodeId)).toHaveCount(0);
  });

  test('a member plays a round of a slot: the balance moves by the round’s result and the game leads the recent list', async ({
    page,
    address,
  }) => {
    const session = await newMember(address);
    const credited = await creditMember(merchant, session.userName, 100);
    expect(credited).toBe(100);
    // The platform's merchant answers the brand's currency.
    expect(await wallet(address, session)).toMatchObject({
      currency: brand.config.currency.code,
      currencySymbol: brand.config.currency.symbol,
    });

    await withoutPopups(page);
    await openWithSession(page, brand.origin, '/m/home', session);
    const headerBalance = page.getByTestId('home-header').getByTestId('header-balance');
    await expect(headerBalance).toHaveText(money(credited));

    await page.goto(`${brand.origin}${RNG_LIST}`);
    await expect(grid(page)).toBeVisible();
    const nodeId = await firstTileId(page);
    const launched = page.waitForRequest(isLaunchCall);
    await tile(page, nodeId).getByTestId('game-tile-open').click();
    expect((await launched).postDataJSON()).toMatchObject({ category: 'RNG', nodeId, accountType: 1 });
    await expect(page).toHaveURL(/\/wps\/game\/demo\/play\/[^/]+$/);

    // The demo slot: one spin at its first bet; it shows the balance after the round.
    const spin = page.locator('#spin');
    await expect(spin).toBeEnabled();
    const demoBalance = page.locator('#balance');
    await expect(demoBalance).toHaveText(money(credited));
    // A real-money launch: no free-play badge.
    await expect(page.locator('#free')).toHaveCount(0);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/game/demo/spin');
    await spin.click();
    const round = ((await (await answered).json()) as { value: { bet: number; win: number; balance: number } }).value;
    expect(round.bet).toBe(Number(await page.locator('#bet').inputValue()));
    const result = Math.round((round.win - round.bet) * 100) / 100;
    expect(round.balance).toBeCloseTo(credited + result, 2);
    await expect(demoBalance).toHaveText(money(round.balance));
    await expect(page.locator('#message')).toHaveText(
      round.win > 0 ? new RegExp(`^You win ${escapeRegExp(money(round.win))}$`) : /^No win this time$/,
    );

    await page.locator('#back').click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(RNG_LIST)}$`));
    await expect(page.getByTestId('game-list-screen')).toBeVisible();

    // The game list's header has no balance: home's does, one tap away on the bottom bar.
    await page.getByTestId('footer-home').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(headerBalance).toHaveText(money(credited + result));
    expect((await wallet(address, session)).sumBalance).toBeCloseTo(credited + result, 2);

    await page.goBack();
    await expect(page.getByTestId('game-list-screen')).toBeVisible();
    await page.getByTestId('game-tab-recent').click();
    await expect(page.getByTestId('game-list')).toHaveAttribute('data-data-type', 'recent');
    await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-node-id', nodeId);
  });

  test('lottery games open the launch route with their play type and prize mode, and launch once', async ({ page, address }) => {
    const session = await newMember(address);
    const lotteries = await platformGames(address, { gameType: 'LOTT' });
    const launches: Request[] = [];
    page.on('request', (request) => {
      if (isLaunchCall(request)) launches.push(request);
    });
    await openWithSession(page, brand.origin, '/m/other', session);

    const cases = [
      { vendor: 'ELOTT', playType: 'ent', prizeMode: 'Elott', launchPlayType: 'Entertainment' },
      { vendor: 'TCG_SEA', playType: 'trad', prizeMode: 'SEA', launchPlayType: 'Tradition' },
    ] as const;
    for (const [index, expected] of cases.entries()) {
      await page.goto(`${brand.origin}/m/gameList?gameType=LOTT&vassalage=${expected.vendor}`);
      await expect(grid(page)).toBeVisible();
      const nodeId = await firstTileId(page);
      const game = lotteries.find((candidate) => candidate.nodeId === nodeId)!;
      expect(game.vassalage).toBe(expected.vendor);

      const launched = page.waitForRequest(isLaunchCall);
      await tile(page, nodeId).getByTestId('game-tile-open').click();
      const request = await launched;
      const url = new URL(page.url());
      expect(url.pathname).toBe('/m/launchGame');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        playType: expected.playType,
        gameId: String(game.gameId),
        gameGroupId: String(game.gameGroupId),
        prize_mode: expected.prizeMode,
        code: game.gameCode,
        pageBack: 'home',
      });
      expect(request.postDataJSON()).toMatchObject({
        category: 'LOTT',
        vendor: expected.vendor,
        gameId: game.gameId,
        prizeMode: expected.prizeMode,
        playType: expected.launchPlayType,
        gameGroupId: game.gameGroupId,
      });

      // The game opens in this window; back from it, the launch page shows itself and does not launch again.
      await expect(page).toHaveURL(/\/wps\/game\/demo\/play\/[^/]+$/);
      await page.goBack();
      const launch = page.getByTestId('lottery-launch');
      await expect(launch).toHaveAttribute('data-play-type', expected.launchPlayType);
      await expect(launch).toHaveAttribute('data-prize-mode', expected.prizeMode);
      await expect(page.getByTestId('lottery-play')).toBeVisible();
      await expect(page.getByTestId('lottery-back')).toHaveAttribute('href', '/m/home');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(launches).toHaveLength(index + 1);
    }
  });
  test('the game centre: ALL and each category, slots lead to the slots centre, other vendors launch their lobby', async ({
    page,
    address,
  }) => {
    const session = await newMember(address);
    await openWithSession(page, brand.origin, '/m/gameCenter', session);
    await expect(page.getByTestId('game-center-tab-ALL')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('game-center-LOTT')).toBeVisible();

    await page.getByTestId('game-center-tab-LIVE').click();
    await expect(page).toHaveURL(/\/m\/gameCenter\?gameCategory=LIVE$/);
    await expect(page.getByTestId('game-center-LOTT')).toHaveCount(0);
    const launched = page.waitForRequest(isLaunchCall);
    await page.getByTestId('game-center-vendor-LIVE-EVO').click();
    const body = (await launched).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ category: 'LIVE', vendor: 'EVO', showChoice: false, launchMode: 'GLS', accountType: 1 });
    expect(body.gameId ?? body.nodeId).toBeUndefined();
    await expect(page).toHaveURL(/\/wps\/game\/demo\/play\/[^/]+$/);

    await page.goBack();
    await expect(page.getByTestId('game-center-screen')).toBeVisible();
    await page.getByTestId('game-center-tab-RNG').click();
    await expect(page).toHaveURL(/\/m\/slotsCenter$/);
    await expect(page.getByTestId('slots-provider-all')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('slots-provider-PG').click();
    await expect(page).toHaveURL(/\/m\/slotsCenter\?gameType=RNG&vassalage=PG$/);
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
  });
});

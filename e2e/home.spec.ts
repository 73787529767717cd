import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page } from '@playwright/test';
import { brandLinkHref, e2eBrands, type E2EBrand } from './brands';
import { englishText, openWithSession, platformCall, test, type PlatformSession } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/** Any amount as the app shows it in the currency: its symbol, grouped digits, its display decimals or a 2-digit fraction. */
const moneyPattern = ({ symbol, displayDecimals }: E2EBrand['config']['currency']) =>
  new RegExp(
    `^${symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d{1,3}(,\\d{3})*${displayDecimals === 0 ? '(\\.\\d{2})?' : `\\.\\d{${displayDecimals}}`}$`,
  );

/*
 * Home below the shell's header: banners, notice bar, hot-match action, the game entrance (category menu and
 * its blocks) and the footer, against the platform's seeded demo content. Visitors see each brand in its
 * default language (TY for default, EN for lucky). Members are trial sessions made over the API: each journey
 * gets its own (a new device), so no seeded account is shared with other journeys.
 */

// Home asks the platform for eight answers at once; on a busy machine they can take longer than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

const brands = e2eBrands();
type Language = 'EN' | 'TY';

interface BrandLinks {
  merchantCode: string;
  links: { affiliate?: string; customerService: string; social: Record<string, string> };
}
const configOf = (brand: E2EBrand) => brand.config as unknown as BrandLinks & E2EBrand['config'];
const languageOf = (brand: E2EBrand) => brand.config.languages.default as Language;
const otherLanguage = (language: Language): Language => (language === 'EN' ? 'TY' : 'EN');

/** The spec's order of social networks (spec section 2, social contact block). */
const SOCIAL_ORDER = ['facebook', 'youtube', 'tiktok', 'instagram', 'zalo', 'telegram', 'twitter'];
const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];

interface Announcement {
  title: string;
}
interface PopularGame {
  gameName: string;
}

/** What the platform answers the notice bar and the hot games in a language (seeded per start, so read live). */
async function homeContent(brand: E2EBrand, language: Language, address: string) {
  const options = { merchant: configOf(brand).merchantCode, address };
  const [notices, popular] = await Promise.all([
    platformCall<Announcement[]>(`/wps/system/announcements?types=B,PL&groupName=m_home&platform=M&language=${language}`, options),
    platformCall<{ list: PopularGame[] }>(`/lgw/games/popular?isPlatform=2&platform=html5&language=${language}`, options),
  ]);
  return { noticeTitles: notices.map((notice) => notice.title), gameNames: popular.list.map((game) => game.gameName) };
}

async function trialSession(brand: E2EBrand, address: string): Promise<PlatformSession> {
  return platformCall<PlatformSession>('/wps/session/login/freeplay', {
    merchant: configOf(brand).merchantCode,
    address,
    body: { loginDeviceId: randomUUID() },
  });
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await withoutPopups(page);
});

const menu = (page: Page, id: string) => page.getByTestId(`home-menu-${id}`);
const shownBlocks = (page: Page) =>
  page
    .locator('[data-testid="home-tab-content"] > section, [data-testid="home-footer"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));

for (const brand of brands) {
  const language = languageOf(brand);
  const config = configOf(brand);

  test.describe(`brand ${brand.id}`, () => {
    test('a returning visitor sees the last announcements at once even when the platform cannot answer; the jackpot grows from the pool; "over N games"', async ({
      page,
      address,
    }) => {
      const options = { merchant: config.merchantCode, address };
      const { data } = await platformCall<{ data: { lanes: { cards: { gameCount: number }[] }[] } }>(
        '/wps/relay/GCSGAME_getVassalage?language=EN',
        options,
      );
      const total = data.lanes.flatMap((lane) => lane.cards).reduce((sum, card) => sum + card.gameCount, 0);
      const over = Math.floor(total / 100) * 100;
      expect(over).toBeGreaterThanOrEqual(600);

      const pool = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/VIS_getJackpot');
      await openWithSession(page, brand.origin, '/m/home', null);
      const { amount } = ((await (await pool).json()) as { value: { amount: number } }).value;
      const shown = async () => Number((await page.getByTestId('home-jackpot-amount').textContent())!.replace(/,/g, ''));
      // From the pool, then up by at most 900 every 3 s: never the spec's random start, 90-98 million.
      await expect.poll(shown).toBeGreaterThanOrEqual(amount);
      expect(await shown()).toBeLessThan(amount + 5_000);
      await expect(page.getByTestId('home-app-games')).toHaveText(
        englishText('home_app_games').replace('{{formatted}}', over.toLocaleString('en-US')),
      );

      const notice = page.getByTestId('home-notice-bar');
      await expect(notice).toBeVisible();
      const titles = (await notice.textContent())!;
      expect(titles.trim()).not.toBe('');
      await page.route(
        (url) => url.pathname === '/wps/system/announcements',
        (route) => route.abort(),
      );
      await page.reload();
      await expect(page.getByTestId('home-notice-bar')).toHaveText(titles);
      await expect(page.getByTestId('home-notice-error')).toHaveCount(0);
    });

    test('a visitor sees every home block with the seeded content', async ({ page, address }, testInfo) => {
      const content = await homeContent(brand, language, address);
      await page.goto(`${brand.origin}/m/home`);

      const banners = page.getByTestId('home-banners');
      await expect(banners).toHaveAttribute('data-state', 'ready');
      // The brand's hero banner first (prerendered into index.html), then the platform's m_home banners.
      const slide = (index: number) => banners.locator(`.swiper-slide[data-swiper-slide-index="${index}"] [data-testid="home-banner"]`);
      await expect(slide(0)).toHaveAttribute('src', /\/m\/assets\/hero-banner-[\w-]+\.svg$/);
      await expect.poll(() => slide(0).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(slide(1)).toHaveAttribute('src', /\/wps\/static\/banners\//);
      await expect(page.locator('[data-testid="home-banners"] .swiper-pagination-bullet')).not.toHaveCount(0);

      const notice = page.getByTestId('home-notice-bar');
      await expect(notice).toHaveAttribute('href', '/m/message');
      for (const title of content.noticeTitles) await expect(notice).toContainText(title);

      const matches = page.getByTestId('home-hot-matches');
      await expect(matches.getByTestId('home-hot-match').first()).toBeAttached();
      await expect(matches.getByTestId('home-hot-match-time').first()).toHaveText(/^\d{4} \d{2}\/\d{2} \d{2}:\d{2}$/);
      await expect(matches.locator('.swiper-pagination-bullet')).not.toHaveCount(0);

      await expect(page.getByTestId('home-jackpot-amount')).toHaveText(/^9\d,\d{3},\d{3}\.\d{2}$/);

      // The hot games mount as their section comes on screen (below the fold on some phones).
      await page.getByTestId('home-hot-games').scrollIntoViewIfNeeded();
      const games = page.getByTestId('home-hot-game');
      await expect(games.first()).toHaveText(content.gameNames[0]!);
      await expect(games).toHaveCount(content.gameNames.length);
      await expect(page.getByTestId('home-hot-games-next')).toBeVisible();
      await expect(page.getByTestId('home-hot-games-previous')).toBeVisible();

      const winners = page.getByTestId('home-winner');
      await expect(winners).toHaveCount(20);
      await expect(winners.first().locator('span').last()).toHaveText(moneyPattern(brand.config.currency));

      await expect(page.getByTestId('home-app-download-link')).toHaveAttribute('href', '/m/app');

      const footer = page.getByTestId('home-footer');
      const logos = footer.getByTestId('home-vendor-logos').locator('img');
      await expect(logos.first()).toBeVisible();
      const vendors = await logos.evaluateAll((images) => images.map((image) => image.getAttribute('data-vendor')));
      expect(vendors.length).toBeGreaterThan(10);
      expect(vendors.filter((vendor) => LOTTERY_VENDORS.includes(vendor!))).toEqual([]);
      // Vendor icons are drawn in the brand's hues, under the brand's own folder.
      await expect(logos.first()).toHaveAttribute('src', new RegExp(`/wps/static/vendors/${brand.id}/[A-Z]+-[A-Z0-9_]+\\.png$`));

      const socials = footer.getByTestId('home-social-links').getByRole('link');
      const expected = SOCIAL_ORDER.filter((type) => config.links.social[type]);
      await expect(socials).toHaveCount(expected.length);
      expect(
        await socials.evaluateAll((links) =>
          links.map((link) => [link.getAttribute('data-social'), link.getAttribute('href'), link.getAttribute('target')]),
        ),
      ).toEqual(expected.map((type) => [type, config.links.social[type], '_blank']));
      const affiliate = footer.getByTestId('home-affiliate-join');
      if (config.links.affiliate) await expect(affiliate).toHaveAttribute('href', brandLinkHref(brand, config.links.affiliate));
      else await expect(affiliate).toHaveCount(0);
      await expect(footer.getByTestId('home-customer-service')).toHaveAttribute('href', brandLinkHref(brand, config.links.customerService));
      await expect(footer.getByTestId('language-select')).toBeVisible();
      await expect(footer.getByTestId('copyright')).toContainText(brand.config.name);
      // Nothing on home may widen the page beyond the phone's width (a carousel sizing itself by its slides would).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.screenshot({ path: testInfo.outputPath(`home-${brand.id}.png`), fullPage: true });
    });

    test('a visitor is sent to login by the hot-match action, bet now and a hot game', async ({ page }) => {
      await page.goto(`${brand.origin}/m/home`);
      await page.getByTestId('home-hot-match-action').click();
      await expect(page).toHaveURL(/\/m\/login$/);

      await page.goto(`${brand.origin}/m/home`);
      await page.locator('.swiper-slide-active [data-testid="home-bet-now"]').click();
      await expect(page).toHaveURL(/\/m\/login$/);

      await page.goto(`${brand.origin}/m/home`);
      await page.getByTestId('home-hot-games').scrollIntoViewIfNeeded();
      await page.getByTestId('home-hot-game').first().click();
      await expect(page).toHaveURL(/\/m\/login$/);
    });

    test('the category menu switches the blocks; vendors, PROMO, VIP and AFFILIATE lead on', async ({ page }) => {
      await page.goto(`${brand.origin}/m/home`);
      await expect(menu(page, 'index')).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(() => shownBlocks(page))
        .toEqual(['home-hot-matches', 'home-jackpot', 'home-hot-games', 'home-winners', 'home-app-download', 'home-footer']);

      await menu(page, 'RNG').click();
      await expect(menu(page, 'RNG')).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => shownBlocks(page)).toEqual(['home-jackpot', 'home-vendors']);
      await expect(page.getByTestId('home-jackpot-banner-amount')).toHaveText(/^1[5-8]\d,\d{3},\d{3}$/);
      await expect(page.getByTestId('home-vendor-PG')).toHaveAttribute('href', '/m/slotsCenter?vassalage=PG');
      await expect(page.getByTestId('home-vendor-JL').locator('img')).toHaveAttribute(
        'src',
        `/wps/static/vendors/${brand.id}/RNG-JILI.png`,
      );

      await menu(page, 'FISH').click();
      await expect.poll(() => shownBlocks(page)).toEqual(['home-vendors']);
      const fishRow = page.getByTestId('home-vendor-JL').locator('xpath=..');
      await expect(fishRow).toHaveAttribute('data-item-width', '420');
      // 420 of the 750-wide design: more than half the home width.
      const homeWidth = await page.getByTestId('home').evaluate((home) => home.getBoundingClientRect().width);
      expect((await fishRow.boundingBox())!.width).toBeCloseTo((homeWidth * 420) / 750, 0);

      await menu(page, 'SPORTS').click();
      await expect.poll(() => shownBlocks(page)).toEqual(['home-hot-matches', 'home-vendors']);
      // Other categories launch the vendor's lobby: a visitor logs in first.
      await page.getByTestId('home-vendor-SABA').click();
      await expect(page).toHaveURL(/\/m\/login$/);

      await page.goto(`${brand.origin}/m/home`);
      await menu(page, 'PROMO').click();
      await expect(page).toHaveURL(/\/m\/activity$/);
      await page.goto(`${brand.origin}/m/home`);
      await menu(page, 'VIP').click();
      await expect(page).toHaveURL(/\/m\/vip$/);

      await page.goto(`${brand.origin}/m/home`);
      await expect(menu(page, 'RNG')).toBeVisible();
      if (config.links.affiliate) {
        await expect(menu(page, 'AFFILIATE')).toHaveAttribute('href', brandLinkHref(brand, config.links.affiliate));
        await expect(menu(page, 'AFFILIATE')).toHaveAttribute('target', '_blank');
      } else {
        await expect(menu(page, 'AFFILIATE')).toHaveCount(0);
      }
    });

    test(`switching to ${otherLanguage(language)} reloads the notices and hot games in it`, async ({ page, address }) => {
      const next = otherLanguage(language);
      const [before, after] = await Promise.all([homeContent(brand, language, address), homeContent(brand, next, address)]);
      expect(after.noticeTitles[0]).not.toEqual(before.noticeTitles[0]);
      await page.goto(`${brand.origin}/m/home`);
      await expect(page.getByTestId('home-notice-bar')).toContainText(before.noticeTitles[0]!);
      await page.getByTestId('home-hot-games').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('home-hot-game').first()).toHaveText(before.gameNames[0]!);

      await page.getByTestId('home-footer').getByTestId('language-select').selectOption(next);
      await expect(page.getByTestId('home-notice-bar')).toContainText(after.noticeTitles[0]!);
      await expect(page.getByTestId('home-hot-game').first()).toHaveText(after.gameNames[0]!);
      await expect(page.getByTestId('home-notice-bar')).not.toContainText(before.noticeTitles[0]!);
    });

    test('a member: the hot-match action brings the hot matches into view, bet now opens the game', async ({ page, address }) => {
      const session = await trialSession(brand, address);
      await openWithSession(page, brand.origin, '/m/home', session);
      await menu(page, 'RNG').click();
      await expect(page.getByTestId('home-hot-matches')).toHaveCount(0);

      await page.getByTestId('home-hot-match-action').click();
      const matches = page.getByTestId('home-hot-matches');
      await expect(matches).toBeFocused();
      await expect(matches).toBeInViewport();
      await expect(menu(page, 'index')).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/\/m\/home$/);

      await matches.locator('.swiper-slide-active [data-testid="home-bet-now"]').click();
      await expect(page).toHaveURL(/\/wps\/game\/demo\/play\//);
    });

    test('below the fold: the hot games mount when their section comes on screen, and the browser skips the blocks under them', async ({
      page,
    }) => {
      // A short phone: the hot games start below its fold.
      await page.setViewportSize({ width: 390, height: 560 });
      await page.goto(`${brand.origin}/m/home`);
      const hotGames = page.getByTestId('home-hot-games');
      // The last blocks render in the idle turns after the entrance: by then the page has settled.
      await expect(page.getByTestId('home-footer')).toBeAttached();
      await expect(hotGames).not.toBeInViewport();
      await expect(hotGames.getByTestId('home-block-loading')).toBeAttached();
      await expect(page.getByTestId('home-hot-game')).toHaveCount(0);

      await hotGames.scrollIntoViewIfNeeded();
      await expect(page.getByTestId('home-hot-game').first()).toBeVisible();
      await expect(page.getByTestId('home-hot-games-next')).toBeVisible();

      for (const below of ['home-winners', 'home-app-download', 'home-footer'])
        expect(await page.getByTestId(below).evaluate((element) => getComputedStyle(element).contentVisibility), below).toBe('auto');
    });

    test('a member opens a hot game from the carousel', async ({ page, address }) => {
      const session = await trialSession(brand, address);
      await openWithSession(page, brand.origin, '/m/home', session);
      await page.getByTestId('home-hot-games').scrollIntoViewIfNeeded();
      const tile = page.getByTestId('home-hot-game').first();
      await expect(tile).toBeVisible();
      await tile.click();
      await expect(page).toHaveURL(/\/wps\/game\/demo\/play\/|\/m\/launchGame\?/);
    });
  });
}

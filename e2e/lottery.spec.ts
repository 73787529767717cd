import { expect as baseExpect } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { platformCall, test } from './helpers/api-session';
import { dictionaries, type Language } from './helpers/dictionaries';
import { shownWireMoney } from './helpers/money';
import { withoutPopups } from './helpers/popups';

/*
 * The lottery pages (spec section 2, lazy pages "lottery history" and "Vietnamese lottery") as a visitor of
 * every brand meets them, in the brand's default language: from the side menu to today's Vietnamese draws
 * (numero's /vn call), a region, a lottery's draw results (paged, from the platform's draws call), another
 * lottery from the picker; and the same pages from home's and the game centre's lottery category, whose page also
 * shows the category's recent big wins from the platform's winner board.
 */

// Two phones share one platform on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();
const text = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)),
    dictionaries[language][key] ?? `missing ${key}`,
  );

const languageOf = (brand: E2EBrand) => brand.config.languages.default as Language;
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

interface LotteryGame {
  gameId: number;
  gameName: string;
  region: string | null;
}
interface Draws {
  gameName: string;
  list: { issueNo: string; prizes: { tier: number; numbers: string[] }[] }[];
  totalPages: number;
}

for (const brand of brands) {
  const language = languageOf(brand);
  const merchant = merchantOf(brand);

  test(`${brand.id}: side menu → Vietnamese lottery → a region → its draw results, paged → another lottery; home and game centre lead there too`, async ({
    page,
    address,
  }) => {
    // A whole story over six screens on a machine two phones share.
    test.setTimeout(90_000);
    await withoutPopups(page);
    const vietnam = await platformCall<{ list: LotteryGame[] }>(`/lotto/lgw/games/opened/numero/vn?region=NORTH&language=${language}`, {
      merchant,
      address,
    });
    // The northern lottery draws every day: it is always opened within a day.
    const north = vietnam.list[0]!;
    const draws = (pageNo: number, gameId = north.gameId) =>
      platformCall<Draws>(`/lotto/lgw/games/draws?gameId=${gameId}&pageNo=${pageNo}&pageSize=10&language=${language}`, {
        merchant,
        address,
      });

    await page.goto(`${brand.origin}/m/home`);
    await page.getByTestId('side-menu-button').click();
    await page.getByTestId('side-menu-vn-lottery').click();
    await expect(page).toHaveURL(/\/m\/vnLottery$/);
    await expect(page.getByText(text(language, 'lottery_vn_intro'))).toBeVisible();
    const lotteries = page.getByTestId('vn-lottery');
    await expect(lotteries.first()).toBeVisible();

    await page.getByTestId('vn-lottery-region-NORTH').click();
    await expect(page).toHaveURL(/\?region=NORTH$/);
    await expect(lotteries).toHaveCount(vietnam.list.length);
    const card = page.locator(`[data-testid="vn-lottery"][data-game-id="${north.gameId}"]`);
    await expect(card).toContainText(north.gameName);
    await expect(card.getByTestId('vn-lottery-countdown')).toHaveText(/\d{2}:\d{2}$/);
    await expect(card.getByTestId('vn-lottery-bet')).toHaveAttribute(
      'href',
      new RegExp(`^/m/launchGame\\?playType=trad&gameId=${north.gameId}&`),
    );

    await card.getByTestId('vn-lottery-results').click();
    await expect(page).toHaveURL(new RegExp(`/m/lotteryHistory\\?gameId=${north.gameId}$`));
    const first = await draws(1);
    const shown = page.getByTestId('lottery-draw');
    await expect(page.getByTestId('lottery-draws-title')).toHaveText(text(language, 'lottery_results_for', { name: first.gameName }));
    await expect(shown).toHaveCount(first.list.length);
    const latest = first.list[0]!;
    await expect(shown.first()).toHaveAttribute('data-issue', latest.issueNo);
    await expect(shown.first().getByText(text(language, 'lottery_tier_vn_0'))).toBeVisible();
    await expect(shown.first().getByTestId('lottery-prize-0')).toHaveText(latest.prizes[0]!.numbers.join(''));
    await expect(shown.first().getByTestId('lottery-prize-7')).toHaveText(latest.prizes[7]!.numbers.join(''));

    await expect(page.getByTestId('lottery-draws-page')).toHaveText(text(language, 'lottery_page', { page: 1, pages: first.totalPages }));
    await page.getByTestId('lottery-draws-next').click();
    const second = await draws(2);
    await expect(shown.first()).toHaveAttribute('data-issue', second.list[0]!.issueNo);
    await expect(page.getByTestId('lottery-draws-page')).toHaveText(text(language, 'lottery_page', { page: 2, pages: first.totalPages }));

    // Another lottery from the picker: a fast one draws every minute, five single digits.
    const picker = page.getByTestId('lottery-picker');
    const fastOption = picker.locator('optgroup').nth(2).locator('option').first();
    const fastId = Number(await fastOption.getAttribute('value'));
    await picker.selectOption(String(fastId));
    await expect(page).toHaveURL(new RegExp(`\\?gameId=${fastId}$`));
    await expect(page.getByTestId('lottery-draws-page')).toHaveText(
      text(language, 'lottery_page', { page: 1, pages: (await draws(1, fastId)).totalPages }),
    );
    await expect(shown.first().getByText(text(language, 'lottery_winning_numbers'))).toBeVisible();
    await expect(shown.first().getByTestId('lottery-prize-0')).toHaveText(/^\d{5}$/);

    // Where else a player looks: the game centre's lottery row and home's lottery category.
    await page.goto(`${brand.origin}/m/gameCenter?gameCategory=LOTT`);
    // Under the lottery vendors, the category's recent big wins: the platform's lottery winner board, names masked.
    const board = await platformCall<{ list: { vo: { customerName: string; gameName: string; winAmount: number } }[] }>(
      `/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LOTT&language=${language}&limitNum=5`,
      { merchant, address },
    );
    expect(board.list.length).toBeGreaterThan(0);
    const bigWins = page.getByRole('region', { name: text(language, 'game_center_winners') });
    await bigWins.scrollIntoViewIfNeeded();
    await expect(bigWins.getByRole('heading')).toHaveText(text(language, 'game_center_winners'));
    const winners = bigWins.getByTestId('game-center-winner');
    await expect(winners).toHaveCount(board.list.length);
    await expect(winners.locator('span:nth-child(1)')).toHaveText(board.list.map(({ vo }) => vo.customerName));
    await expect(winners.locator('span:nth-child(2)')).toHaveText(board.list.map(({ vo }) => vo.gameName));
    await expect(winners.locator('span:nth-child(3)')).toHaveText(
      board.list.map(({ vo }) => shownWireMoney(vo.winAmount, brand.config.currency)),
    );
    await page.getByTestId('game-center-lottery-pages-history').click();
    await expect(page).toHaveURL(/\/m\/lotteryHistory$/);
    // With no lottery named, the first Vietnamese lottery of the catalogue's lottery category.
    const catalogue = await platformCall<{ games: { gameId: number; vassalage: string }[] }>(
      `/wps/relay/GCSGAME_gameList?gameType=LOTT&pageNo=1&pageSize=100&language=${language}`,
      { merchant, address },
    );
    const firstVietnamese = catalogue.games.find((game) => game.vassalage === 'TCG_LOTTO_VN')!;
    await expect(picker).toHaveValue(String(firstVietnamese.gameId));
    await expect(shown.first()).toHaveAttribute('data-issue', (await draws(1, firstVietnamese.gameId)).list[0]!.issueNo);
    await page.goto(`${brand.origin}/m/home`);
    await page.getByTestId('home-menu-LOTT').click();
    await page.getByTestId('home-lottery-pages-vietnam').click();
    await expect(page).toHaveURL(/\/m\/vnLottery$/);
    await expect(lotteries.first()).toBeVisible();
  });
}

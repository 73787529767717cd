import { expect, type Page } from '@playwright/test';
import { brandLinkHref, e2eBrands, type E2EBrand } from './brands';
import { registerMember as registerNewMember } from './helpers/accounts';
import { shownWireMoney } from './helpers/money';
import { englishText, openWithSession, platformCall, test } from './helpers/api-session';
import { sendInboxMessage } from './helpers/inbox';

/*
 * The chrome around the screens (spec section 2): the home header for visitors and members, the side menu,
 * the bottom bar's unread count and the floating customer-service button, against the reference platform,
 * in English. Members are registered here (with a nickname), so no other journey logs in with them.
 */

const brands = e2eBrands();

interface BrandConfig {
  merchantCode: string;
  links: { customerService: string };
}
const configOf = (brand: E2EBrand) => brand.config as unknown as BrandConfig & E2EBrand['config'];
const PASSWORD = 'Chrome1234';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(-9);

/** A new member with a nickname, registered the way the brand registers (see helpers/accounts). */
const registerMember = (brand: E2EBrand, address: string, nickname: string) =>
  registerNewMember(brand, address, { password: PASSWORD, usernamePrefix: 'sc', mobilePrefix: '96', nickname });

/** The member's balance as the header must show it: in the brand's currency (symbol and display decimals). */
async function expectedBalance(brand: E2EBrand, address: string, token: string): Promise<string> {
  const wallet = await platformCall<{ sumBalance: number; currencySymbol: string }>('/wps/wallets/gcs', {
    merchant: configOf(brand).merchantCode,
    address,
    token,
  });
  expect(wallet.currencySymbol).toBe(brand.config.currency.symbol);
  return shownWireMoney(wallet.sumBalance, brand.config.currency);
}

/** Announcement popups open over home for visitors and new members; these journeys are about the chrome around it. */
async function withoutPopups(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

const homeHeader = (page: Page) => page.getByTestId('home-header');
const sideMenu = (page: Page) => page.getByRole('dialog', { name: englishText('shell_menu_title') });

async function openSideMenu(page: Page) {
  await homeHeader(page).getByTestId('side-menu-button').click();
  await expect(sideMenu(page)).toBeVisible();
  return sideMenu(page);
}

for (const brand of brands) {
  const config = configOf(brand);

  test.describe(`${brand.id}: shell chrome`, () => {
    test('visitor: the home header has the logo, login and sign-up links, and no member controls', async ({ page }) => {
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', null);
      const header = homeHeader(page);
      await expect(header).toBeVisible();
      await expect(page.getByTestId('app-header')).toHaveCount(0);
      await expect(header.getByRole('link', { name: brand.config.name })).toHaveAttribute('href', '/m/home');
      await expect(header.getByTestId('header-logout')).toHaveCount(0);
      await expect(header.getByTestId('member-summary')).toHaveCount(0);

      await header.getByTestId('home-login').click();
      await expect(page).toHaveURL(/\/m\/login$/);
      await page.goBack();
      await homeHeader(page).getByTestId('home-register').click();
      await expect(page).toHaveURL(/\/m\/register$/);
    });

    test('visitor: the side menu welcomes the guest, lists game categories with vendors, and closes on a route change', async ({
      page,
      address,
    }) => {
      test.setTimeout(60_000);
      const { data } = await platformCall<{
        data: { lanes: { gameClassify: string; cards: { vassalage: string; displayName: string }[] }[] };
      }>('/wps/relay/GCSGAME_getVassalage?language=EN', { merchant: config.merchantCode, address });
      const slots = data.lanes.find((lane) => lane.gameClassify === 'RNG')!.cards[0]!;
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', null);

      let menu = await openSideMenu(page);
      await expect(menu.getByTestId('side-menu-welcome')).toHaveText(englishText('shell_welcome_guest'));
      await expect(menu.getByTestId('side-menu-balance')).toHaveCount(0);
      await expect(menu.getByTestId('side-menu-promotion')).toHaveAttribute('href', '/m/activity');
      await expect(menu.getByTestId('side-menu-app')).toHaveAttribute('href', '/m/app');
      const categories = menu.getByTestId('side-menu-categories');
      for (const key of ['game_list_LIVE', 'game_list_RNG', 'game_list_SPORTS', 'game_list_ESPORTS', 'game_list_COCKFIGHT']) {
        await expect(categories.getByRole('button', { name: englishText(key), exact: true })).toBeVisible();
      }
      await categories.getByRole('button', { name: englishText('game_list_RNG'), exact: true }).click();
      const vendor = categories.getByRole('link', { name: slots.displayName, exact: true });
      await expect(vendor).toHaveAttribute('href', `/m/gameList?gameType=RNG&vassalage=${slots.vassalage}`);

      // A visitor's deposit goes to login, and the menu closes with the route change.
      await menu.getByTestId('side-menu-deposit').click();
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(sideMenu(page)).toHaveCount(0);

      await page.goBack();
      menu = await openSideMenu(page);
      await menu
        .getByTestId('side-menu-categories')
        .getByRole('button', { name: englishText('game_list_RNG'), exact: true })
        .click();
      await menu.getByRole('link', { name: slots.displayName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/m/gameList\\?gameType=RNG&vassalage=${slots.vassalage}$`));
      await expect(sideMenu(page)).toHaveCount(0);
    });

    test('member: nickname, balance, deposit, inbox count and logout in the header; welcome and balance in the side menu', async ({
      page,
      address,
    }) => {
      test.setTimeout(90_000);
      const nickname = `Ace ${unique()}`;
      const session = await registerMember(brand, address, nickname);
      const balance = await expectedBalance(brand, address, session.token);
      await sendInboxMessage(config.merchantCode, session.userName, { title: 'Welcome aboard', body: 'Your first message.' });
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', session);

      const header = homeHeader(page);
      await expect(header.getByTestId('home-login')).toHaveCount(0);
      await expect(header.getByTestId('header-nickname')).toHaveText(nickname);
      await expect(header.getByTestId('header-member')).toHaveAttribute('href', '/m/member/home');
      await expect(header.getByTestId('header-balance')).toHaveText(balance);
      await expect(header.getByTestId('header-deposit')).toHaveAttribute('href', '/m/voucherCenter');
      await expect(header.getByTestId('header-logout')).toBeVisible();
      const inbox = header.getByTestId('header-inbox');
      await expect(inbox).toHaveAttribute('href', '/m/webEmail');
      // The header counts the member's unread inbox messages on every brand; the bottom bar only with CBS3.
      await expect(inbox.locator('[data-badge="count"]')).toHaveText('1');
      await expect(inbox).toHaveAttribute(
        'aria-label',
        `${englishText('route_web_email')} (${englishText('footer_unread').replace('{{count}}', '1')})`,
      );
      if (brand.config.flags.CBS3) await expect(page.getByTestId('footer-unread-badge')).toContainText('1');
      else await expect(page.getByTestId('footer-unread-badge')).toHaveCount(0);

      const menu = await openSideMenu(page);
      await expect(menu.getByTestId('side-menu-welcome')).toHaveText(englishText('shell_welcome').replace('{{name}}', nickname));
      await expect(menu.getByTestId('side-menu-balance')).toHaveText(balance);
      await expect(menu.getByTestId('side-menu-withdraw')).toHaveAttribute('href', '/m/withdraw');
      await expect(menu.getByTestId('side-menu-record')).toHaveAttribute('href', '/m/transaction/record');
      await menu.getByRole('button', { name: englishText('header_close') }).click();
      await expect(sideMenu(page)).toHaveCount(0);

      await header.getByTestId('header-deposit').click();
      await expect(page).toHaveURL(/\/m\/voucherCenter$/);
      await expect(page.getByTestId('home-header')).toHaveCount(0);
    });

    test('member: the header nickname opens the member centre; logging out brings the visitor links back', async ({ page, address }) => {
      test.setTimeout(90_000);
      const session = await registerMember(brand, address, `Bee ${unique()}`);
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', session);
      await homeHeader(page).getByTestId('header-member').click();
      await expect(page).toHaveURL(/\/m\/member\/home$/);
      await page.goBack();

      await homeHeader(page).getByTestId('header-logout').click();
      await page.getByTestId('logout-confirm').click();
      await expect(homeHeader(page).getByTestId('home-login')).toBeVisible();
      await expect(homeHeader(page).getByTestId('member-summary')).toHaveCount(0);
    });

    test('the floating customer-service button is on every page', async ({ page }) => {
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', null);
      for (const path of ['/m/home', '/m/login', '/m/register', '/m/activity', '/m/message', '/m/app', '/m/gameList?gameType=FISH']) {
        await page.goto(`${brand.origin}${path}`);
        const button = page.getByTestId('float-button');
        await expect(button, path).toBeVisible();
        await expect(button, path).toHaveAttribute('href', brandLinkHref(brand, config.links.customerService));
        await expect(button, path).toHaveAttribute('target', '_blank');
      }
    });
  });
}

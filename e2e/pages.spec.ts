import { expect, type Page } from '@playwright/test';
import { brandLinkHref, e2eBrands, type E2EBrand } from './brands';
import { test } from './helpers/api-session';
import { dictionaries, type Language } from './helpers/dictionaries';

/*
 * The info pages (spec section 2's lazy pages: app service, brand and details, join us, sponsors) against
 * the platform's demo entries, seeded per brand in EN and TY. A visitor reads each brand in its default
 * language (TY for default, EN for lucky), so both languages are walked. The default brand has an
 * affiliate link, lucky has none: both join-us states are seen.
 */
const brands = e2eBrands();
const text = (language: Language, key: string, params: Record<string, string> = {}) =>
  Object.entries(params).reduce(
    (value, [name, param]) => value.replace(`{{${name}}}`, param),
    dictionaries[language][key] ?? `missing ${key}`,
  );

const languageOf = (brand: E2EBrand) => brand.config.languages.default as Language;
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const affiliateOf = (brand: E2EBrand) => (brand.config as unknown as { links?: { affiliate?: string } }).links?.affiliate;

/** Demo entries (apps/platform/src/modules/content/demo/demo-info-pages.ts) as a visitor reads them. */
const DEMO = {
  sponsor: { EN: 'Saigon Phoenix FC', TY: 'CLB Phượng Hoàng Sài Gòn' },
  sponsorBody: { EN: 'Ten thousand runners', TY: 'Mười nghìn vận động viên' },
  marathon: { EN: 'Red River Marathon', TY: 'Giải Marathon Sông Hồng' },
  about: (name: string) => ({ EN: `About ${name}`, TY: `Về ${name}` }),
  programme: (name: string) => ({ EN: `The ${name} affiliate programme`, TY: `Chương trình đại lý ${name}` }),
  app: { EN: 'Play on the app', TY: 'Chơi trên ứng dụng' },
} as const;

/** Home's announcement popup would cover the page: these journeys are about the links under it. */
async function withoutPopups(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

async function openSideMenu(page: Page, language: Language) {
  await page.getByTestId('side-menu-button').click();
  const menu = page.getByRole('dialog', { name: text(language, 'shell_menu_title') });
  await expect(menu).toBeVisible();
  return menu;
}

for (const brand of brands) {
  const language = languageOf(brand);
  const name = brand.config.name;

  test(`${brand.id}: a visitor finds sponsors in the side menu, reads one and goes back`, async ({ page }) => {
    await withoutPopups(page);
    await page.goto(`${brand.origin}/m/home`);
    const menu = await openSideMenu(page, language);
    await menu.getByTestId('side-menu-sponsor').click();
    await expect(page).toHaveURL(/\/m\/sponsor$/);
    await expect(page.getByTestId('page-title')).toHaveText(text(language, 'route_sponsor'));
    const list = page.getByTestId('sponsor-list');
    await expect(list.getByRole('heading', { name: DEMO.sponsor[language] })).toBeVisible();
    // Each sponsor's badge is art the platform draws: it loads.
    const badge = list.locator('img').first();
    await expect(badge).toHaveAttribute('src', new RegExp(`/wps/static/teams/${brand.id}/saigon-phoenix-fc\\.webp$`));
    await expect.poll(() => badge.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await list.getByRole('link').filter({ hasText: DEMO.marathon[language] }).click();
    await expect(page).toHaveURL(/\/m\/sponsor\?id=\d+$/);
    await expect(page.getByTestId('sponsor-detail')).toContainText(DEMO.sponsorBody[language]);
    await page.getByTestId('sponsor-all').click();
    await expect(page.getByTestId('sponsor-list')).toBeVisible();
    await page.goto(`${brand.origin}/m/sponsor?id=987654`);
    await expect(page.getByTestId('content-not-found')).toContainText(text(language, 'content_not_found_title'));
  });

  test(`${brand.id}: from the footer bar's Other, a visitor reads brand and details, then app service on to the download page`, async ({
    page,
  }) => {
    await withoutPopups(page);
    await page.goto(`${brand.origin}/m/home`);
    const footerBar = page.getByRole('navigation', { name: text(language, 'footer_menu') });
    await footerBar.getByRole('link', { name: text(language, 'footer_other'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/other$/);
    await page.getByTestId('other-about-brand').click();
    await expect(page).toHaveURL(/\/m\/brand$/);
    await expect(page.getByRole('heading', { name: DEMO.about(name)[language] })).toBeVisible();
    await page.goto(`${brand.origin}/m/other`);
    await page.getByTestId('other-about-app-service').click();
    await expect(page.getByRole('heading', { name: DEMO.app[language] })).toBeVisible();
    await page.getByTestId('app-service-download').click();
    await expect(page).toHaveURL(/\/m\/app$/);
  });

  test(`${brand.id}: join us from the home footer: the affiliate link (or why none), an invitation code checked, then registration with it`, async ({
    page,
  }) => {
    await withoutPopups(page);
    await page.goto(`${brand.origin}/m/home`);
    const about = page.getByTestId('home-about-links');
    await about.scrollIntoViewIfNeeded();
    await about.getByTestId('home-about-join-us').click();
    await expect(page).toHaveURL(/\/m\/joinUs$/);
    await expect(page.getByRole('heading', { name: DEMO.programme(name)[language] })).toBeVisible();
    const affiliate = affiliateOf(brand);
    if (affiliate) {
      await expect(page.getByTestId('join-us-affiliate-link')).toHaveAttribute('href', brandLinkHref(brand, affiliate));
      await expect(page.getByTestId('join-us-no-link')).toHaveCount(0);
    } else {
      await expect(page.getByTestId('join-us-no-link')).toHaveText(text(language, 'info_join_us_no_link'));
      await expect(page.getByTestId('join-us-affiliate-link')).toHaveCount(0);
    }

    const code = page.getByLabel(text(language, 'info_join_us_code_label'), { exact: true });
    await code.fill('NO-SUCH-CODE');
    await page.getByTestId('join-us-code-check').click();
    await expect(page.getByTestId('join-us-code-form')).toContainText(text(language, 'invitation_code_error'));
    await expect(page.getByTestId('join-us-register')).toHaveCount(0);

    const agentCode = `${merchantOf(brand)}-AGENT01`;
    await code.fill(agentCode);
    await page.getByTestId('join-us-code-check').click();
    await expect(page.getByTestId('join-us-code-valid')).toContainText(text(language, 'info_join_us_code_valid', { code: agentCode }));
    await page.getByTestId('join-us-register').click();
    await expect(page).toHaveURL(new RegExp(`/m/register\\?affiliateCode=${agentCode}$`));
    // The registration form labels it "<name> (optional)".
    await expect(page.getByRole('textbox', { name: new RegExp(`^${text(language, 'register_field_affiliate_code')}`) })).toHaveValue(
      agentCode,
    );
  });

  test(`${brand.id}: an info page that fails offers a retry that loads it; one with no entries says so`, async ({ page }) => {
    // Down until the visitor taps retry (the client's own retries see it down too).
    let down = true;
    await page.route('**/wps/system/infoPage?*', async (route) => {
      const asked = new URL(route.request().url()).searchParams.get('page');
      if (asked === 'appService') return route.fulfill({ json: { success: true, value: [] } });
      // A refusal the client does not wait out (the platform's own rate limit asking for 30 s).
      if (down)
        return route.fulfill({ status: 429, json: { success: false, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 30 } } });
      return route.fallback();
    });
    await page.goto(`${brand.origin}/m/brand`);
    const retry = page.getByTestId('info-page-retry');
    await expect(retry).toBeVisible();
    down = false;
    await retry.click();
    await expect(page.getByRole('heading', { name: DEMO.about(name)[language] })).toBeVisible();
    await page.goto(`${brand.origin}/m/appService`);
    await expect(page.getByTestId('info-page-empty')).toContainText(text(language, 'info_page_empty'));
    await expect(page.getByTestId('app-service-download')).toBeVisible();
  });
}

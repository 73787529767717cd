import { expect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { apiLogin, DEMO_PASSWORD, openWithSession, projectIndex, test } from './helpers/api-session';
import { dictionaries, type Language } from './helpers/dictionaries';

/*
 * Announcements, promotions, help and the other page against the platform's demo content (seeded per
 * start, apps/platform/src/modules/content/demo). Visitors see each brand in its default language (TY for
 * default, EN for lucky); members are logged in over the API and see EN. The demo world carries no attack
 * payloads (a visitor would see them); these journeys add them to the platform's answers on the way
 * (onerror handlers, script tags, javascript: links, withHostileContent): none may run. Each phone project reads with
 * its own seeded member, which no other journey logs in with (a second login would end its session).
 */
const READERS = ['team09', 'team10'];

const brands = e2eBrands();
const text = (language: Language, key: string) => dictionaries[language][key] ?? `missing ${key}`;

const languageOf = (brand: E2EBrand) => brand.config.languages.default as Language;
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const licenceOf = (brand: E2EBrand) => (brand.config as unknown as { licence: string }).licence;

/** Dialogs opened by the page (an executed alert payload) and the flag the demo payloads would set. */
function watchForScripts(page: Page): { dialogs: string[]; flag: () => Promise<unknown> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs, flag: () => page.evaluate(() => (window as { __playdeckXss?: unknown }).__playdeckXss) };
}

/** Markup an operator could paste: each part would set the flag or open a dialog if it ran. */
const HOSTILE_HTML =
  `<a href="javascript:window.__playdeckXss='link'">Details</a><img src="/wps/static/app/icon-default.svg" onerror="window.__playdeckXss='img';alert(1)">` +
  `<svg onload="window.__playdeckXss='svg'"></svg><script>window.__playdeckXss='script'</script>`;
const CONTENT_CALLS = [
  '/wps/system/announcements',
  '/wps/relay/MCS2_postAnnouncement',
  '/wps/relay/MCS2_getAvailablePromotions',
  '/wps/system/helpCenter',
];

/** Every `content` HTML in `value`, with the hostile markup appended. */
function withPayload(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withPayload);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === 'content' && typeof item === 'string' ? item + HOSTILE_HTML : withPayload(item),
      ]),
    );
  }
  return value;
}

/** The platform's content answers (announcements, promotions, help) arrive with hostile markup appended. */
async function withHostileContent(page: Page): Promise<void> {
  await page.route(
    (url) => CONTENT_CALLS.includes(url.pathname),
    async (route) => {
      // Node cannot resolve *.localhost as the browser does: ask the same server by its loopback address.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
      await route.fulfill({ response, json: withPayload(await response.json()) });
    },
  );
}

/** Handlers and script URLs left in rendered server HTML under `root`. */
function unsafeMarkup(page: Page, root: string): Promise<string[]> {
  return page
    .locator(root)
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        [element, ...element.querySelectorAll('*')].flatMap((node) => [
          ...(node.tagName === 'SCRIPT' ? ['<script>'] : []),
          ...[...node.attributes]
            .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
            .map((attribute) => `${node.tagName} ${attribute.name}`),
        ]),
      ),
    );
}

const DEMO = {
  paymentChannel: { EN: 'New payment channel: e-wallets', TY: 'Kênh thanh toán mới: ví điện tử' },
  weekendReload: { EN: 'Weekend reload 20%', TY: 'Nạp lại cuối tuần 20%' },
  slotsRace: { EN: 'Slots weekly race', TY: 'Đua top slot hằng tuần' },
  deposits: { EN: 'Deposits', TY: 'Nạp tiền' },
  combineBonuses: { EN: 'Can I combine bonuses?', TY: 'Có thể gộp nhiều khoản thưởng không?' },
} as const;

const LIST_RANGE = /^(\d{4})\/(\d{2})\/(\d{2}) – (\d{4})\/(\d{2})\/(\d{2})$/;
const DETAIL_RANGE = /^(\d{2})\/(\d{2})\/(\d{4}) – (\d{2})\/(\d{2})\/(\d{4})$/;

for (const brand of brands) {
  const language = languageOf(brand);

  test(`${brand.id}: an announcement opens from the list with its content sanitised; a bad id says not found`, async ({ page }) => {
    const scripts = watchForScripts(page);
    await withHostileContent(page);
    await page.goto(`${brand.origin}/m/message`);
    const item = page.getByTestId('message-item').filter({ hasText: DEMO.paymentChannel[language] });
    await expect(item.getByTestId('message-date')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
    await item.click();
    await expect(page).toHaveURL(/\/m\/messageDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { name: DEMO.paymentChannel[language] })).toBeVisible();
    await expect(page.getByTestId('message-detail-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    const content = page.getByTestId('message-content');
    // The content now ends with <img src=… onerror=…>: the image stays, the handler goes.
    await expect(content.locator('img')).toHaveCount(1);
    await expect(content.locator('[onerror]')).toHaveCount(0);
    await expect(content.getByRole('link').first()).toHaveAttribute('target', '_blank');
    expect(await unsafeMarkup(page, '[data-testid="message-content"]')).toEqual([]);

    await page.goto(`${brand.origin}/m/messageDetail?id=987654`);
    await expect(page.getByTestId('content-not-found')).toContainText(text(language, 'content_not_found_title'));
    await page.goto(`${brand.origin}/m/messageDetail?id=nonsense`);
    await expect(page.getByTestId('content-not-found')).toBeVisible();
    expect(scripts.dialogs).toEqual([]);
  });

  test(`${brand.id}: promotions filter by category; list dates YYYY/MM/DD, detail DD/MM/YYYY`, async ({ page }) => {
    const scripts = watchForScripts(page);
    await withHostileContent(page);
    await page.goto(`${brand.origin}/m/activity`);
    const menu = page.getByTestId('promotion-menu');
    await expect(menu.getByRole('tab').first()).toHaveText(text(language, 'content_category_all'));
    // Only categories in use: the expired mid-autumn promotion leaves "other" out.
    await expect(menu.getByTestId('promotion-category-other_promo')).toHaveCount(0);
    const cards = page.getByTestId('promotion-card');
    await expect(cards.first()).toBeVisible();
    const everyCategory = new Set(await cards.evaluateAll((list) => list.map((card) => (card as HTMLElement).dataset.category)));
    expect(everyCategory.size).toBeGreaterThan(2);
    await expect(cards.filter({ has: page.locator('[data-long-term="true"]') }).getByTestId('promotion-card-period')).toHaveText(
      text(language, 'content_promotion_long_term'),
    );

    await menu.getByTestId('promotion-category-deposit_promo').click();
    await expect(page).toHaveURL(/\?category=deposit_promo$/);
    await expect(cards).toHaveCount(2);
    expect(await cards.evaluateAll((list) => list.map((card) => (card as HTMLElement).dataset.category))).toEqual([
      'deposit_promo',
      'deposit_promo',
    ]);
    const reload = cards.filter({ hasText: DEMO.weekendReload[language] });
    const listPeriod = (await reload.getByTestId('promotion-card-period').textContent())!;
    const [, y1, m1, d1, y2, m2, d2] = LIST_RANGE.exec(listPeriod) ?? [];
    expect(listPeriod).toMatch(LIST_RANGE);

    await reload.click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { name: DEMO.weekendReload[language] })).toBeVisible();
    await expect(page.getByTestId('promotion-detail-period')).toHaveText(DETAIL_RANGE);
    await expect(page.getByTestId('promotion-detail-period')).toHaveText(`${d1}/${m1}/${y1} – ${d2}/${m2}/${y2}`);
    await expect(page.getByTestId('promotion-banner')).toHaveAttribute('src', /-2\.svg$/);
    // Its content carries <img onerror=…>; an in-app link goes to the help centre in the app.
    await expect(page.getByTestId('promotion-content').locator('img')).toHaveCount(1);
    expect(await unsafeMarkup(page, '[data-testid="promotion-content"]')).toEqual([]);
    await page.getByTestId('promotion-content').locator('a[href^="/m/help"]').click();
    await expect(page).toHaveURL(/\/m\/help\?tag=promotions$/);
    await expect(page.getByTestId('help-section-3').getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.dialogs).toEqual([]);
  });

  test(`${brand.id}: help opens the section ?p= names (0-based) and the child ?c= names`, async ({ page }) => {
    await page.goto(`${brand.origin}/m/help?p=1`);
    const section = page.getByTestId('help-section-1');
    await expect(section.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(`2. ${DEMO.deposits[language]}`);
    await expect(page.getByTestId('help-section-0').getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByTestId('help-content')).toBeVisible();

    await page.goto(`${brand.origin}/m/help?p=1&c=2`);
    await expect(page.getByTestId('help-child-1-2').getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('help-child-1-2').getByTestId('help-child-content')).toBeInViewport();
  });

  test(`${brand.id}: script in promotion and help content never runs`, async ({ page }) => {
    const scripts = watchForScripts(page);
    await withHostileContent(page);
    await page.goto(`${brand.origin}/m/activity?category=rng_promo`);
    await page.getByTestId('promotion-card').filter({ hasText: DEMO.slotsRace[language] }).click();
    const promotion = page.getByTestId('promotion-content');
    await expect(promotion.locator('img')).toHaveCount(1);
    expect(await unsafeMarkup(page, '[data-testid="promotion-content"]')).toEqual([]);
    // The javascript: link is left without a target; activating it does nothing.
    await promotion.locator('a:not([href])').click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);

    await page.goto(`${brand.origin}/m/help?p=3&c=1`);
    const child = page.getByTestId('help-child-3-1');
    await expect(child.getByRole('button')).toHaveText(DEMO.combineBonuses[language]);
    await expect(child.getByTestId('help-child-content').locator('img')).toHaveCount(1);
    expect(await unsafeMarkup(page, '[data-testid="help-child-content"]')).toEqual([]);
    await child.getByTestId('help-child-content').locator('a:not([href])').click();
    await expect(page).toHaveURL(/\/m\/help\?p=3&c=1$/);
    expect(await scripts.flag()).toBeUndefined();
    expect(scripts.dialogs).toEqual([]);
  });

  test(`${brand.id}: /m/other shows the licence, the policies and the help menu`, async ({ page }) => {
    await page.goto(`${brand.origin}/m/other`);
    await expect(page.getByTestId('other-policy-privacy')).toBeVisible();
    // A brand whose operator has not written a licence yet (a new brand's is empty) shows no licence note.
    if (licenceOf(brand)) await expect(page.getByTestId('brand-licence')).toHaveText(licenceOf(brand));
    else await expect(page.getByTestId('brand-licence')).toHaveCount(0);
    await expect(page.getByTestId('help-menu-link').nth(1)).toHaveAttribute('href', '/m/help?p=1');
    await page.getByTestId('other-policy-privacy').click();
    await expect(page).toHaveURL(/\/m\/useragreement\?doc=privacy$/);
    await expect(page.getByTestId('policy-privacy').locator('section')).toHaveCount(7);
    await expect(page.getByTestId('policy-privacy')).toContainText(brand.config.name);
  });

  test(`${brand.id}: a member's opened announcement and promotion show read after returning`, async ({ page, address }, testInfo) => {
    test.setTimeout(90_000);
    const session = await apiLogin(merchantOf(brand), READERS[projectIndex(testInfo.project.name)]!, DEMO_PASSWORD, address);
    await openWithSession(page, brand.origin, '/m/message', session);

    const unreadMessage = page
      .getByTestId('message-item')
      .filter({ has: page.locator('[data-testid="read-mark"][data-read="false"]') })
      .first();
    const messageId = (await unreadMessage.getAttribute('data-id'))!;
    const message = page.locator(`[data-testid="message-item"][data-id="${messageId}"]`);
    await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/wps/system/announcements/read') && answer.ok()),
      message.click(),
    ]);
    await expect(page.getByTestId('message-detail')).toBeVisible();
    await page.goBack();
    await expect(message.getByTestId('read-mark')).toHaveAttribute('data-read', 'true');
    await page.reload();
    await expect(message.getByTestId('read-mark')).toHaveAttribute('data-read', 'true');

    await page.goto(`${brand.origin}/m/activity`);
    const unreadCard = page
      .getByTestId('promotion-card')
      .filter({ has: page.locator('[data-testid="read-mark"][data-read="false"]') })
      .first();
    const promotionId = (await unreadCard.getAttribute('data-id'))!;
    const card = page.locator(`[data-testid="promotion-card"][data-id="${promotionId}"]`);
    await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/wps/system/announcements/read') && answer.ok()),
      card.click(),
    ]);
    await expect(page.getByTestId('promotion-detail')).toBeVisible();
    await page.goBack();
    await expect(card.getByTestId('read-mark')).toHaveAttribute('data-read', 'true');
    await page.reload();
    await expect(card.getByTestId('read-mark')).toHaveAttribute('data-read', 'true');
    // Only the opened one changed.
    await expect(page.locator('[data-testid="promotion-card"] [data-testid="read-mark"][data-read="false"]')).not.toHaveCount(0);
  });
}

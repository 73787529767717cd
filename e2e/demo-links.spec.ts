import { expect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { englishText, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Issue 29 item 2: with the demo brands as shipped, every link of the footer, the side menu, the floating button,
 * customer service, live chat and the app page opens a page that answers 200 (the reference platform's demo pages,
 * /wps/demo/…, on the brand's own site, which proxies /wps). Each href is requested, not clicked: seconds per brand.
 * Social networks are the operator's real accounts on third-party sites, not reachable from CI: left out.
 */

interface LinkConfig {
  merchantCode: string;
  links: { social: Record<string, string> };
}
const configOf = (brand: E2EBrand) => brand.config as unknown as LinkConfig & E2EBrand['config'];

/** The page links under a selector (mail and phone links open the device's apps, not pages). */
const hrefsIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href).filter((href) => /^https?:/.test(href)));

/** An href of the brand's site as Node can request it: *.localhost resolves in the browser only; the path decides the answer. */
const requestable = (href: string) => {
  const url = new URL(href);
  if (url.hostname.endsWith('.localhost')) url.hostname = 'localhost';
  return url.href;
};

async function expectAnswers(page: Page, hrefs: Iterable<string>): Promise<void> {
  for (const href of new Set(hrefs)) {
    const answer = await page.request.get(requestable(href), { maxRedirects: 0 });
    expect(answer.status(), href).toBe(200);
  }
}

for (const brand of e2eBrands()) {
  const socialSites = new Set(Object.values(configOf(brand).links.social).map((url) => new URL(url).origin));
  const notSocial = (href: string) => !socialSites.has(new URL(href).origin);

  test(`${brand.id}: every link of the footer, side menu, floating button, customer service and app page answers 200`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    await withoutPopups(page);
    await page.goto(`${brand.origin}/m/home`);
    // The footer mounts as it comes on screen, its links once the settings answered.
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.getByTestId('home-customer-service')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const home = [
      ...(await hrefsIn(page, '[data-testid="footer-menu"] a[href]')),
      ...(await hrefsIn(page, '[data-testid="home-footer"] a[href]')),
      ...(await hrefsIn(page, '[data-testid="float-button"]')),
    ].filter(notSocial);
    // The brand's own links are the platform's demo pages, on this site: none leads to a host that does not resolve.
    for (const href of home) expect(new URL(href).origin, href).toBe(brand.origin);
    expect(home).toContain(`${brand.origin}/wps/demo/customer-service`);

    await page.getByTestId('side-menu-button').click();
    const menu = page.getByRole('dialog', { name: englishText('shell_menu_title') });
    await expect(menu).toBeVisible();
    const sideMenu = await hrefsIn(page, '[role="dialog"] a[href]');
    expect(sideMenu.length).toBeGreaterThan(3);

    await page.goto(`${brand.origin}/m/customerService`);
    await expect(page.getByTestId('customer-service-item').first()).toHaveAttribute('href', /^http/);
    const service = (await hrefsIn(page, '[data-route] a[href], [data-testid="customer-service-list"] a[href]')).filter(notSocial);

    await page.goto(`${brand.origin}/m/app`);
    await expect(page.locator('[data-route="app"]')).toBeVisible();
    const codes = await page.locator('[data-qr-value]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.qrValue!));
    const app = [...codes, ...(await hrefsIn(page, '[data-route="app"] a[href]'))];

    await expectAnswers(page, [...home, ...sideMenu, ...service, ...app]);

    // The app files download as what they are; the demo customer service leads into the demo live chat.
    const types: Record<string, string> = {
      apk: 'application/vnd.android.package-archive',
      ipa: 'application/octet-stream',
      mobileconfig: 'application/x-apple-aspen-config',
    };
    for (const code of codes) {
      const file = await page.request.get(requestable(code));
      expect(file.headers()['content-type'], code).toBe(types[code.split('.').pop()!]);
    }
    await page.goto(`${brand.origin}/wps/demo/customer-service?lang=EN`);
    await page.getByTestId('demo-service-chat').click();
    await page.getByTestId('demo-chat-input').fill('hello');
    await page.getByTestId('demo-chat-send').click();
    await expect(page.locator('[data-from="agent"]').last()).toHaveText('Hello guest, how can I help you today?');
    await expect(page.locator('[data-from="agent"]')).toHaveCount(2);
  });
}

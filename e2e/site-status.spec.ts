import { expect, type Page } from '@playwright/test';
import { brandLinkHref, e2eBrands, type E2EBrand } from './brands';
import { adminCall, registerMember } from './helpers/accounts';
import { ADMIN_HEADERS, englishText, openWithSession, platformOrigin, test } from './helpers/api-session';

/*
 * Maintenance and region restriction (spec sections 2 and 4), and the member-centre template (status
 * info.mobileTemplate.mem_cen), switched on the reference platform through its admin side. The switches are per merchant but global to everyone using it, so this file runs in a
 * project of its own after the other journeys (playwright.config.ts), one test at a time, and every test
 * turns its merchant's switches off again however it ends.
 */

test.describe.configure({ mode: 'serial' });

const brands = e2eBrands();
const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
/** The brand's customer-service link as the page renders it (a platform path opens on the brand's site). */
const customerServiceOf = (brand: E2EBrand) =>
  brandLinkHref(brand, (brand.config as unknown as { links: { customerService: string } }).links.customerService);

/** The platform's admin switch (loopback only), as `npm run platform -- maintenance on` uses it. */
async function platformSwitch(name: 'maintenance' | 'region', on: boolean, merchant: string): Promise<void> {
  const response = await fetch(`${platformOrigin}/__admin/${name}`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ on, merchant }),
  });
  const answer = (await response.json()) as {
    success: boolean;
    value: { code: string; maintenance: boolean; regionRestriction: boolean }[];
  };
  expect(answer.success, `${name} ${on ? 'on' : 'off'} for ${merchant}`).toBe(true);
  const state = answer.value.find((row) => row.code === merchant)!;
  expect(name === 'maintenance' ? state.maintenance : state.regionRestriction).toBe(on);
}

async function switchesOff(merchant: string): Promise<void> {
  await platformSwitch('maintenance', false, merchant);
  await platformSwitch('region', false, merchant);
}

/** Reloads and waits for the platform's status answer, so what follows reflects the switches as set now. */
async function reloadWithLiveStatus(page: Page): Promise<void> {
  const answered = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/wps/system/status' && answer.ok());
  await page.reload();
  await answered;
}

/** Announcement popups (another feature) stay out of the way of what these journeys look at. */
async function withoutPopups(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

async function expectApp(page: Page): Promise<void> {
  await expect(page.locator('[data-route="home"]')).toBeVisible();
  await expect(page.getByTestId('home-header')).toBeVisible();
  await expect(page.getByTestId('footer-menu')).toBeVisible();
  await expect(page.getByTestId('site-status')).toHaveCount(0);
}

async function expectNoChrome(page: Page): Promise<void> {
  for (const chrome of ['home-header', 'app-header', 'footer-menu', 'download-banner', 'float-button']) {
    await expect(page.getByTestId(chrome), chrome).toHaveCount(0);
  }
  await expect(page.locator('main[data-route]')).toHaveCount(0);
}

for (const brand of brands) {
  const merchant = merchantOf(brand);

  test.describe(`${brand.id}: site status`, () => {
    test.afterEach(async () => {
      await switchesOff(merchant);
    });

    test('maintenance: the System Maintenance page instead of the app; switched off, the app comes back', async ({ page }) => {
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', null);
      await expectApp(page);

      await platformSwitch('maintenance', true, merchant);
      await reloadWithLiveStatus(page);
      const maintenance = page.getByTestId('maintenance-page');
      await expect(maintenance.getByRole('heading', { level: 1 })).toHaveText('System Maintenance');
      await expect(maintenance.getByTestId('maintenance-message')).toHaveText(
        `${englishText('error_maintenance')} ${englishText('error_system_upgrading')}`,
      );
      const contact = maintenance.getByTestId('maintenance-contact');
      await expect(contact).toHaveAttribute('href', customerServiceOf(brand));
      await expect(contact).toHaveAttribute('target', '_blank');
      await expectNoChrome(page);

      // Any page of the app gives way to it.
      await page.goto(`${brand.origin}/m/activity`);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expectNoChrome(page);

      await platformSwitch('maintenance', false, merchant);
      await page.goto(`${brand.origin}/m/home`);
      await expectApp(page);
    });

    test("region restriction: the restricted page with the visitor's IP and country and a contact button", async ({ page, address }) => {
      await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address, 'X-Country': 'SG' });
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', null);
      await expectApp(page);

      await platformSwitch('region', true, merchant);
      await reloadWithLiveStatus(page);
      const restricted = page.getByTestId('restricted-page');
      await expect(restricted.getByRole('heading', { level: 1 })).toHaveText(englishText('error_access_restricted'));
      await expect(restricted).toContainText(englishText('shell_restricted_message'));
      await expect(restricted.getByTestId('restricted-ip')).toHaveText(englishText('shell_restricted_ip').replace('{{ip}}', address));
      await expect(restricted.getByTestId('restricted-country')).toHaveText(
        englishText('shell_restricted_country').replace('{{country}}', 'Singapore (SG)'),
      );
      await expect(restricted.getByTestId('restricted-contact')).toHaveAttribute('href', customerServiceOf(brand));
      await expectNoChrome(page);

      await platformSwitch('region', false, merchant);
      await page.goto(`${brand.origin}/m/home`);
      await expectApp(page);
    });

    test('maintenance and region restriction together: the maintenance page', async ({ page }) => {
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', null);
      await platformSwitch('region', true, merchant);
      await platformSwitch('maintenance', true, merchant);
      await reloadWithLiveStatus(page);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByTestId('restricted-page')).toHaveCount(0);
    });

    test('the last status is served at once on the next start, then refreshed', async ({ page }) => {
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/home', null);
      await platformSwitch('maintenance', true, merchant);
      await reloadWithLiveStatus(page);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await platformSwitch('maintenance', false, merchant);

      // Hold the next status answer back: the cached maintenance page shows meanwhile, then the app returns.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/wps/system/status',
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.reload();
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      release();
      await expectApp(page);
    });
  });

  test.describe(`${brand.id}: member-centre template`, () => {
    const merchant = merchantOf(brand);
    const brandTemplate = (brand.config as unknown as { templates: { memberCentre: 'new' | 'base' } }).templates.memberCentre;
    test.afterEach(async () => {
      await adminCall('/template', { flag: 'mem_cen', value: 'default', merchant });
    });

    test("switching the platform's mem_cen shows the other member-centre layout; default brings the brand's back", async ({
      page,
      address,
    }) => {
      test.setTimeout(90_000);
      const member = await registerMember(brand, address, { password: 'Template1234', usernamePrefix: 'tp', mobilePrefix: '95' });
      await withoutPopups(page);
      await openWithSession(page, brand.origin, '/m/member/home', member);
      const centre = page.getByTestId('member-centre');
      await expect(centre).toHaveAttribute('data-template', brandTemplate);

      const other = brandTemplate === 'new' ? 'base' : 'new';
      await adminCall('/template', { flag: 'mem_cen', value: other === 'new' ? 1 : 0, merchant });
      await reloadWithLiveStatus(page);
      await expect(centre).toHaveAttribute('data-template', other);
      // The same content in the other layout: the balance and the shortcuts.
      await expect(centre.getByTestId('member-total-balance')).toBeVisible();
      await expect(centre.getByTestId('row-transfer')).toBeVisible();

      await adminCall('/template', { flag: 'mem_cen', value: 'default', merchant });
      await reloadWithLiveStatus(page);
      await expect(centre).toHaveAttribute('data-template', brandTemplate);
    });
  });
}

/*
 * Issue 17 item 3: images pick one of the status's image CDNs at random and fall back to the next when it
 * fails. With a CDN that serves nothing named first, the platform's images still load: through the next one.
 * The fallback is the same code for every brand, so the first brand shows it.
 */
test.describe('image CDN fallback', () => {
  const brand = brands[0]!;
  const merchant = merchantOf(brand);
  /** A base on the same origin (the security policy's img-src) under which the platform answers 404 only. */
  const DEAD_CDN = '/wps/cdn-offline';
  test.afterEach(async () => {
    await adminCall('/image-cdns', { cdns: 'default', merchant });
  });

  test('with a dead CDN named first, the banners and game icons load through the working one', async ({ page }) => {
    await adminCall('/image-cdns', { cdns: [DEAD_CDN, '/wps/static'], merchant });
    // Each image picks its first CDN at random; halving the random numbers makes every pick the dead one.
    await page.addInitScript(() => {
      const random = Math.random;
      Math.random = () => random() / 2;
    });
    await withoutPopups(page);
    const deadAnswers = new Map<string, number>();
    page.on('response', (response) => {
      // Keyed as the image's src is written: path and query (game icons carry a ?v= version).
      const { pathname, search } = new URL(response.url());
      if (pathname.startsWith(`${DEAD_CDN}/`)) deadAnswers.set(`${pathname.slice(DEAD_CDN.length)}${search}`, response.status());
    });
    await openWithSession(page, brand.origin, '/m/home', null);
    // The second visit starts from the status the first one kept, as a returning player's does.
    await reloadWithLiveStatus(page);
    await expect(page.getByTestId('home-banners')).toHaveAttribute('data-state', 'ready');
    await page.getByTestId('home-hot-game').first().scrollIntoViewIfNeeded();

    /** The platform images on screen: where each came from and whether it shows. */
    const platformImages = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[src^="/wps/"]')]
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
          })
          .map((image) => ({ src: image.getAttribute('src')!, shown: image.complete && image.naturalWidth > 0 })),
      );
    // Every one shows, and came from the working CDN.
    await expect
      .poll(async () => (await platformImages()).filter((image) => !image.shown || !image.src.startsWith('/wps/static/')))
      .toEqual([]);
    const games = (await platformImages()).filter((image) => image.src.startsWith('/wps/static/games/'));
    expect(games.length).toBeGreaterThan(0);
    // Every one of them was asked of the dead CDN first, which answered 404.
    for (const image of await platformImages()) {
      expect(deadAnswers.get(image.src.slice('/wps/static'.length)), image.src).toBe(404);
    }
  });
});

import { expect, type Locator, type Page } from '@playwright/test';
import { e2eBrands } from './brands';
import { test } from './helpers/api-session';

/*
 * Home's top bar for a visitor keeps the menu, the logo and the log-in and sign-up links on one row on the
 * narrowest phones (360 and 390 px wide), in every language the brand offers (Vietnamese texts are the longest),
 * with the links' text at its size and their 44 px tap height.
 */

const WIDTHS = [360, 390];

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

async function openHomeIn(page: Page, origin: string, language: string): Promise<void> {
  await page.goto(`${origin}/m/other`);
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.goto(`${origin}/m/home`);
  await expect(page.getByTestId('brand-logo')).toBeVisible();
}

for (const brand of e2eBrands()) {
  const languages = (brand.config.languages as unknown as { supported: string[] }).supported;

  test(`${brand.id}: home's log-in and sign-up links share the bar's one row at ${WIDTHS.join(' and ')} px in ${languages.join(', ')}`, async ({
    page,
  }) => {
    // Two page loads per language: a brand with a third language (lucky's TH) needs more than the default 30 s.
    test.setTimeout(20_000 * languages.length);
    for (const language of languages) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await openHomeIn(page, brand.origin, language);
        const header = page.getByTestId('home-header');
        const login = header.getByTestId('home-login');
        const register = header.getByTestId('home-register');
        await expect(login).toBeVisible();
        const where = `${language} at ${width} px`;
        const [loginBox, registerBox, menuBox] = await Promise.all([
          boxOf(login),
          boxOf(register),
          boxOf(header.getByTestId('side-menu-button')),
        ]);

        expect(Math.abs(loginBox.y - registerBox.y), `${where}: both links on one row`).toBeLessThan(1);
        // The links' row is the menu button's: their middles line up.
        expect(
          Math.abs(loginBox.y + loginBox.height / 2 - (menuBox.y + menuBox.height / 2)),
          `${where}: the links beside the menu`,
        ).toBeLessThan(2);
        expect(registerBox.x + registerBox.width, `${where}: the sign-up link inside the screen`).toBeLessThanOrEqual(width);
        expect(loginBox.x, `${where}: the links after the logo`).toBeGreaterThan(menuBox.x + menuBox.width);
        for (const [name, box] of [
          ['log in', loginBox],
          ['sign up', registerBox],
        ] as const)
          expect(box.height, `${where}: the ${name} link keeps its 44 px tap height`).toBeGreaterThanOrEqual(44);
        for (const link of [login, register]) {
          // Nothing cut: the whole text shows, at the theme's small size or larger.
          expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth), `${where}: text not clipped`).toBe(true);
          expect(
            await link.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
            `${where}: readable text`,
          ).toBeGreaterThanOrEqual(13);
        }
        const logo = await boxOf(header.getByTestId('brand-logo'));
        expect(logo.width, `${where}: the logo stays visible`).toBeGreaterThan(60);
      }
    }
  });
}

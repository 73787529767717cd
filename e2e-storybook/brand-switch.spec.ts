import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const workspaceRoot = path.resolve(import.meta.dirname, '..');
const dictionary = (code: 'en' | 'ty') =>
  JSON.parse(readFileSync(path.join(workspaceRoot, `libs/i18n/src/locales/${code}/common.json`), 'utf8')) as Record<string, string>;
const logoOf = (brandId: string) => readFileSync(path.join(workspaceRoot, `brands/${brandId}/assets/logo.svg`), 'utf8');
const en = dictionary('en') as Record<string, string> & { login_title: string; login_with_facebook: string };
const ty = dictionary('ty') as typeof en;

/** The story in the toolbar's preview frame, as Storybook shows it and as the snapshots open it. */
async function openStory(page: Page, id: string, globals: string) {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${globals}`);
  return page.locator('#storybook-root');
}

/** The logo the story shows, as served: its bytes must be the brand's logo file. */
async function expectLogo(page: Page, alt: string, brandId: string) {
  const logo = page.getByRole('img', { name: alt }).first();
  await expect(logo).toBeVisible();
  // Small images are inlined as data: URLs, larger ones served as files: the browser fetches either.
  const served = await logo.evaluate((image: HTMLImageElement) => fetch(image.src).then((response) => response.text()));
  expect(served).toBe(logoOf(brandId));
}

test('the lucky login story shows Lucky Star’s logo, no Facebook button, and English', async ({ page }) => {
  const root = await openStory(page, 'screens-login--sign-in', 'brand:lucky;language:EN');
  await expect(root.getByRole('heading', { name: en.login_title })).toBeVisible();
  await expectLogo(page, 'Lucky Star', 'lucky');
  await expect(page.getByText(en.login_with_facebook)).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('in the Storybook manager', () => {
  // The manager's toolbar needs a desktop window; the story inside still renders at the phone viewport.
  test.use({ viewport: { width: 1280, height: 1000 }, isMobile: false, hasTouch: false });

  test('switching the toolbar to Playdeck and TY shows Playdeck’s logo, its Facebook button and Vietnamese', async ({ page }) => {
    await page.goto('/?path=/story/screens-login--sign-in&globals=brand:lucky;language:EN');
    const preview = page.frameLocator('#storybook-preview-iframe');
    await expect(preview.getByRole('heading', { name: en.login_title })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Lucky Star' }).first()).toBeVisible();

    await page.getByRole('button', { name: /^Brand:/ }).click();
    await page.getByRole('option', { name: /^Playdeck/ }).click();
    await expect(preview.getByRole('img', { name: 'Playdeck' }).first()).toBeVisible();
    await expect(preview.getByRole('button', { name: en.login_with_facebook })).toBeVisible();

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('option', { name: /^TY/ }).click();
    await expect(preview.getByRole('heading', { name: ty.login_title })).toBeVisible();
    await expect(preview.getByRole('button', { name: ty.login_with_facebook })).toBeVisible();
    await expect(preview.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(preview.getByRole('img', { name: 'Playdeck' }).first()).toBeVisible();
  });
});

test('the default login story in TY, opened by URL, shows Playdeck’s logo and Vietnamese texts', async ({ page }) => {
  const root = await openStory(page, 'screens-login--sign-in', 'brand:default;language:TY');
  await expect(root.getByRole('heading', { name: ty.login_title })).toBeVisible();
  await expectLogo(page, 'Playdeck', 'default');
  await expect(root.getByRole('button', { name: ty.login_with_facebook })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('the Brand page shows the active brand’s tokens with their contrast ratios', async ({ page }) => {
  const root = await openStory(page, 'brand--tokens-and-components', 'brand:lucky;language:EN');
  await expect(root.getByRole('heading', { level: 1, name: /Lucky Star/ })).toBeVisible();
  await expectLogo(page, 'Lucky Star', 'lucky');
  await expect(root.getByTestId('contrast-table').getByRole('row', { name: /onPrimary on primary/ })).toContainText(/\d+(\.\d+)?:1/);
  await expect(root.getByRole('button', { name: 'Primary' })).toBeVisible();
});

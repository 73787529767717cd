import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands } from './brands';
import { registerMember, uniqueSuffix } from './helpers/accounts';
import { englishText, openWithSession, platformOrigin, test } from './helpers/api-session';
import { rgbPng } from './helpers/png';

/*
 * Personal settings (/m/set, issue 13): a fresh member changes the nickname and picks a static avatar,
 * and the header and the member centre show both; uploads a photo of their own (cropped to a square and
 * made 256 pixels wide in the browser) and the header shows it; then switches the language and the
 * screen's texts change, remembered after a reload.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();
const PASSWORD = 'Settings1234';

const vietnamese = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../libs/i18n/src/locales/ty/lazy/settings.json'), 'utf8'),
) as Record<string, string>;

/** Announcement popups open over home for members; this journey only reads the header there. */
async function withoutPopups(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

for (const brand of brands) {
  test(`${brand.id}: a new member sets a nickname, a static avatar then a photo, the header shows them; the language switches`, async ({
    page,
    address,
  }) => {
    test.setTimeout(120_000);
    const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'st', mobilePrefix: '94' });
    const nickname = `Rider ${uniqueSuffix()
      .replace(/[^a-z0-9]/gi, '')
      .slice(-6)}`;

    await withoutPopups(page);
    await openWithSession(page, brand.origin, '/m/set', member);
    const form = page.getByTestId('nickname-form');
    const input = form.locator('[name="nickname"]');
    await expect(input).toHaveValue('');

    // The rule is checked before anything is sent; then the new nickname is saved.
    await input.fill('x');
    await input.blur();
    await expect(form).toContainText(englishText('settings_nickname_length').replace('{{min}}', '2').replace('{{max}}', '20'));
    await input.fill(nickname);
    await page.getByTestId('nickname-submit').click();
    await expect(page.getByRole('status')).toContainText(englishText('settings_nickname_saved'));

    // No avatar yet: the initial; then a static one, pressed in the grid and shown large.
    await expect(page.getByTestId('settings-current-avatar')).not.toHaveAttribute('src', /.+/);
    await page.getByTestId('static-avatar-5.png').click();
    await expect(page.getByTestId('static-avatar-5.png')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('settings-current-avatar')).toHaveAttribute('src', '/wps/static/avatars/5.png');
    // The platform serves the picture as a PNG.
    const picture = await page.request.get(`${platformOrigin}/wps/static/avatars/5.png`);
    expect(picture.headers()['content-type']).toBe('image/png');

    // The header (in-app, no reload) shows both at once.
    await page.getByTestId('footer-home').click();
    await expect(page.getByTestId('header-nickname')).toHaveText(nickname);
    await expect(page.getByTestId('member-summary').getByTestId('member-avatar')).toHaveAttribute('src', '/wps/static/avatars/5.png');
    await expect(page.getByTestId('member-summary').getByTestId('member-avatar')).toHaveJSProperty('naturalWidth', 128);
    // So does the member centre.
    await page.getByTestId('footer-member').click();
    await expect(page.getByTestId('member-centre-name')).toHaveText(nickname);
    await expect(page.getByTestId('member-centre').getByTestId('member-avatar')).toHaveAttribute('src', '/wps/static/avatars/5.png');

    // A reload reads them from the platform again.
    await page.reload();
    await expect(page.getByTestId('member-centre-name')).toHaveText(nickname);

    // A photo of their own: a wide 600×400 picture, cropped to its centre square and sent 256 pixels wide.
    await openWithSession(page, brand.origin, '/m/set', member);
    const photo = rgbPng(600, 400, (x) => (x < 100 || x >= 500 ? [200, 30, 30] : [20, 120, 220]));
    await page.getByTestId('custom-avatar-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
    const preview = page.getByTestId('custom-avatar-preview');
    await expect(preview).toHaveJSProperty('naturalWidth', 256);
    await expect(preview).toHaveJSProperty('naturalHeight', 256);
    const uploadSent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/wps/member/upload',
    );
    await page.getByTestId('custom-avatar-save').click();
    const sent = (await uploadSent).postDataBuffer()!;
    // What travelled is the cropped picture (PNG, 256×256 in its header), not the photo picked.
    expect(sent.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([sent.readUInt32BE(16), sent.readUInt32BE(20)]).toEqual([256, 256]);
    await expect(page.getByRole('status')).toContainText(englishText('settings_avatar_saved'));
    await expect(page.getByTestId('settings-current-avatar')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('static-avatar-5.png')).toHaveAttribute('aria-pressed', 'false');
    // The header shows it at once: the upload, fetched with the member's token.
    await page.getByTestId('footer-home').click();
    const headerAvatar = page.getByTestId('member-summary').getByTestId('member-avatar');
    await expect(headerAvatar).toHaveAttribute('src', /^blob:/);
    await expect(headerAvatar).toHaveJSProperty('naturalWidth', 256);
    // The centre of the photo was kept: the avatar's corner is the blue of the middle, not the red edge.
    const corner = await headerAvatar.evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(2, 2, 1, 1).data.slice(0, 3));
    });
    expect(corner[2]).toBeGreaterThan(180);
    expect(corner[0]).toBeLessThan(60);
    // After a reload it is read from the platform again.
    await page.reload();
    await expect(page.getByTestId('member-summary').getByTestId('member-avatar')).toHaveAttribute('src', /^blob:/);

    // The language: the screen's texts change, and the choice is remembered.
    await openWithSession(page, brand.origin, '/m/set', member);
    const nicknameHeading = page.getByTestId('settings-nickname').getByRole('heading');
    await expect(nicknameHeading).toHaveText(englishText('settings_nickname_title'));
    await page.getByTestId('language-TY').click();
    await expect(nicknameHeading).toHaveText(vietnamese.settings_nickname_title!);
    await expect(page.getByTestId('settings-language').getByRole('heading')).toHaveText(vietnamese.settings_language_title!);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TY');
    await page.reload();
    await expect(page.getByTestId('settings-nickname').getByRole('heading')).toHaveText(vietnamese.settings_nickname_title!);
    await expect(page.getByTestId('language-TY')).toBeChecked();
    await page.getByTestId('language-EN').click();
    await expect(page.getByTestId('settings-nickname').getByRole('heading')).toHaveText(englishText('settings_nickname_title'));
  });
}

import { deflateSync } from 'node:zlib';
import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { registerMember } from './helpers/accounts';
import { ADMIN_HEADERS, englishText, openWithSession, platformOrigin, test } from './helpers/api-session';

/*
 * KYC (issue 13, item 5): a fresh member fills in the profile fields and adds three images (ID front and
 * back, a selfie with the document), sees it under review ("still pending process"), the operator's
 * admin command verifies it, and the screen shows it verified with every field read-only. A .gif and a
 * 6 MB image are refused with the spec's messages before anything is sent.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;
const minimumAgeOf = (brand: E2EBrand) => (brand.config as unknown as { minimumAge: number }).minimumAge;

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const header = Buffer.alloc(4);
  header.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([header, body, crc]);
}

/** A real 8×8 grey PNG (a browser decodes it), one grey level per image. */
function png(grey: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array<number>(8).fill(grey)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A JPEG as far as its magic numbers go (SOI, JFIF APP0): the platform judges by them. */
const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** More than 5 MB that starts as a PNG: refused for its size alone. */
const sixMegabytes = () => {
  const bytes = Buffer.alloc(6 * 1024 * 1024);
  png(1).copy(bytes);
  return bytes;
};

/** Announcement popups open over pages for members; this journey does not need them. */
async function withoutPopups(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/wps/system/popups',
    (route) => route.fulfill({ json: { success: true, value: [] } }),
  );
}

const fileInput = (page: Page, name: string) => page.getByTestId(`kyc-file-${name}`).locator('input[type="file"]');

async function verifyByAdmin(merchant: string, username: string): Promise<void> {
  const response = await fetch(`${platformOrigin}/__admin/kyc`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ merchant, username, decision: 'verify' }),
  });
  expect(await response.json()).toMatchObject({ success: true, value: { status: 'VERIFIED', username } });
}

for (const brand of brands) {
  test(`${brand.id}: a member submits KYC with three images, sees it under review, the operator verifies it, then it is read-only`, async ({
    page,
    address,
  }) => {
    test.setTimeout(120_000);
    const merchant = merchantOf(brand);
    const member = await registerMember(brand, address, { password: 'Kyc12345', usernamePrefix: 'ky', mobilePrefix: '81' });
    const fields = {
      realName: 'Maria Santos',
      idNumber: `K${Date.now().toString(36).toUpperCase()}`.slice(0, 12),
      birthday: `${new Date().getUTCFullYear() - minimumAgeOf(brand) - 5}-04-30`,
      placeOfBirth: 'Cebu City',
      nationality: 'Filipino',
      address: '12 Mango Avenue, Cebu City',
      permanentAddress: '12 Mango Avenue, Cebu City',
      currentAddress: '7 Rizal Street, Manila',
      occupation: 'Nurse',
      sourceOfIncome: 'Salary',
    };

    await withoutPopups(page);
    await openWithSession(page, brand.origin, '/m/member/kyc', member);
    const status = page.getByTestId('kyc-status');
    await expect(status).toHaveAttribute('data-status', 'NOT_SUBMITTED');
    await expect(status).toContainText(englishText('kyc_status_not_submitted'));

    // A gif (whatever its name) and an image over 5 MB are refused with the spec's messages, nothing sent.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/wps/member/upload') uploads.push(request.url());
    });
    await fileInput(page, 'idFront').setInputFiles({ name: 'id-front.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(page.getByTestId('kyc-file-idFront')).toContainText(englishText('form_file_type'));
    await fileInput(page, 'idBack').setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: sixMegabytes() });
    await expect(page.getByTestId('kyc-file-idBack')).toContainText(englishText('form_file_size').replace('{{mb}}', '5'));
    expect(uploads).toEqual([]);

    for (const [name, value] of Object.entries(fields)) await page.getByTestId(`kyc-field-${name}`).fill(value);
    await fileInput(page, 'idFront').setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: png(90) });
    await fileInput(page, 'idBack').setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: png(160) });
    await fileInput(page, 'selfie').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: jpeg() });
    await expect(page.getByTestId('kyc-form').getByRole('img')).toHaveCount(3);

    await page.getByTestId('kyc-submit').click();
    await expect(status).toHaveAttribute('data-status', 'UNDER_REVIEW');
    await expect(status).toContainText(englishText('kyc_status_under_review'));
    await expect(status).toContainText('Still pending process');
    expect(uploads).toHaveLength(3);
    await expect(page.getByTestId('kyc-form')).toHaveCount(0);

    // The operator verifies it; the member sees it verified, every field read-only, the images their own.
    await verifyByAdmin(merchant, member.userName);
    await page.reload();
    await expect(status).toHaveAttribute('data-status', 'VERIFIED');
    await expect(status).toContainText(englishText('kyc_status_verified'));
    await expect(page.getByTestId('kyc-form')).toHaveCount(0);
    await expect(page.locator('main input, main textarea, main select, section input')).toHaveCount(0);
    for (const [name, value] of Object.entries(fields)) await expect(page.getByTestId(`kv-${name}`)).toContainText(value);
    const front = page.getByRole('img', { name: englishText('kyc_id_front') });
    await expect(front).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
    await expect(page.getByTestId('kyc-document-selfie')).toHaveAttribute('data-state', 'ready');
  });
}

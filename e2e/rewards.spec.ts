import { deflateSync } from 'node:zlib';
import { expect as baseExpect, type Page } from '@playwright/test';
import { e2eBrands, type E2EBrand } from './brands';
import { registerMember } from './helpers/accounts';
import { shownMoney } from './helpers/money';
import {
  ADMIN_HEADERS,
  englishText,
  openWithSession,
  platformCall,
  platformOrigin,
  test,
  type PlatformSession,
} from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * The reward centre (issue 13, item 2): a fresh member applies for a promotion with a remark and two images
 * (a .gif and a 6 MB image are refused first, with the spec's messages), the operator's admin route issues
 * it with an amount, the member claims it and the header balance and the records show the bonus; a promo
 * code is redeemed once, a second time it is refused.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const brands = e2eBrands();
const PASSWORD = 'Rewards1234';
const PROMOTION = 'First deposit bonus 100%';
const BONUS_CENTS = 12_34;
const PROMO_CODE = 'WELCOME50';
const PROMO_CENTS = 50_00;

const merchantOf = (brand: E2EBrand) => (brand.config as unknown as { merchantCode: string }).merchantCode;

/** Integer cents as the app shows them in the brand's currency (brand.json). */
const money = (cents: number, currency: E2EBrand['config']['currency']) => shownMoney(cents, currency);

// ─── Small real images, made here ─────────────────────────────────────────────────────────────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A valid width × height RGB PNG of one colour. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
// A png by content, 6 MB by size: refused for its size before its content is read.
const SIX_MB_PNG = Buffer.concat([png(2, 2, [0, 0, 0]), Buffer.alloc(6 * 1024 * 1024)]);

// ─── Helpers ──────────────────────────────────────────────────────────────────────────────────────────

/** The operator's admin route (loopback only), as `npm run platform -- reward issue <id> --amount N` uses it. */
async function adminIssue(applicationId: string, amount: number): Promise<{ state: string; bonus: number }> {
  const response = await fetch(`${platformOrigin}/__admin/reward`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ applicationId, decision: 'issue', amount }),
  });
  const answer = (await response.json()) as { success: boolean; value: { state: string; bonus: number }; message?: string };
  expect(answer.success, answer.message).toBe(true);
  return answer.value;
}

async function mainBalanceCents(merchant: string, address: string, member: PlatformSession): Promise<number> {
  const wallet = await platformCall<{ wallets: { code: string; balance: number }[] }>('/wps/wallets/gcs', {
    merchant,
    address,
    token: member.token,
  });
  return Math.round(wallet.wallets.find((entry) => entry.code === 'MAIN')!.balance * 100);
}

const offerCard = (page: Page, title: string) => page.getByTestId('reward-offer').filter({ hasText: title });
const pill = (page: Page, scope: ReturnType<Page['getByTestId']>) => scope.locator('[data-state]');

for (const brand of brands) {
  test(`${brand.id}: a member applies with a remark and two images, the operator issues, the member claims; a promo code once`, async ({
    page,
    address,
  }) => {
    test.setTimeout(150_000);
    const merchant = merchantOf(brand);
    const member = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'rw', mobilePrefix: '98' });
    const { currencySymbol } = await platformCall<{ currencySymbol: string }>('/wps/wallets/merchant', { merchant, address });
    // The platform's merchant answers the brand's currency; the app shows money in it.
    expect(currencySymbol).toBe(brand.config.currency.symbol);
    const currency = brand.config.currency;
    const startCents = await mainBalanceCents(merchant, address, member);

    await withoutPopups(page);
    await openWithSession(page, brand.origin, '/m/rewardCenter', member);
    const card = offerCard(page, PROMOTION);
    await expect(card).toHaveCount(1);
    await expect(offerCard(page, 'Lucky weekend').locator('[data-state]')).toHaveText(englishText('kit_status_coming_soon'));
    await expect(offerCard(page, 'Mid-autumn festival').locator('[data-state]')).toHaveText(englishText('kit_status_close'));
    await card.getByTestId('reward-apply').click();

    // The images: a .gif and a 6 MB image are refused with the spec's messages, two small PNGs are taken.
    const form = page.getByTestId('reward-apply-form');
    const images = page.getByTestId('reward-apply-images');
    const fileInput = images.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: GIF });
    await expect(images).toContainText(englishText('form_file_type'));
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: SIX_MB_PNG });
    await expect(images).toContainText(englishText('form_file_size').replace('{{mb}}', '5'));
    await fileInput.setInputFiles([
      { name: 'deposit-slip.png', mimeType: 'image/png', buffer: png(24, 16, [220, 40, 40]) },
      { name: 'screenshot.png', mimeType: 'image/png', buffer: png(16, 24, [40, 120, 220]) },
    ]);
    await expect(images.getByRole('img')).toHaveCount(2);
    const remark = `Deposit slip and screenshot for ${member.userName}`;
    await form.locator('[name="remark"]').fill(remark);

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/wps/member/upload') uploads.push(request.url());
    });
    const applied = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/wps/relay/MCS2_applyPromotion',
    );
    await page.getByTestId('reward-apply-submit').click();
    const application = (await (await applied).json()) as {
      success: boolean;
      value: { applicationId: string; state: string; remark: string; uploadIds: string[] };
    };
    expect(application.success).toBe(true);
    expect(application.value).toMatchObject({ state: 'APPLYING', remark });
    expect(application.value.uploadIds).toHaveLength(2);
    expect(uploads).toHaveLength(2);
    const { applicationId } = application.value;

    // The member's applications show it applying.
    const row = page.getByTestId('reward-application').filter({ hasText: applicationId });
    await expect(pill(page, row)).toHaveText(englishText('kit_status_applying'));
    await expect(row).toContainText(remark);
    // The two images come back to their owner (fetched with the session into the page).
    await expect(row.getByTestId('reward-image')).toHaveCount(2);

    // The operator issues it; the member sees it issued and claims it, once.
    expect(await adminIssue(applicationId, BONUS_CENTS / 100)).toMatchObject({ state: 'ISSUED', bonus: BONUS_CENTS / 100 });
    await page.reload();
    await page.getByTestId('reward-tab-applications').click();
    await expect(pill(page, row)).toHaveText(englishText('kit_status_issued'));
    const claims: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/wps/relay/MCS2_claimReward') claims.push(request);
    });
    await row.getByTestId('reward-claim').click();
    await expect(page.getByText(englishText('rewards_claimed').replace('{{amount}}', money(BONUS_CENTS, currency)))).toBeVisible();
    await expect(pill(page, row)).toHaveText(englishText('kit_status_claimed'));
    await expect(row.getByTestId('reward-claim')).toHaveCount(0);
    expect(claims).toHaveLength(1);
    expect(await mainBalanceCents(merchant, address, member)).toBe(startCents + BONUS_CENTS);

    // A promo code: redeemed once, refused the second time.
    await page.getByTestId('reward-tab-code').click();
    const codeForm = page.getByTestId('promo-code-form');
    await codeForm.locator('[name="code"]').fill(PROMO_CODE.toLowerCase());
    await page.getByTestId('promo-code-submit').click();
    await expect(page.getByTestId('promo-code-result')).toHaveText(
      englishText('rewards_code_redeemed').replace('{{code}}', PROMO_CODE).replace('{{amount}}', money(PROMO_CENTS, currency)),
    );
    await codeForm.locator('[name="code"]').fill(PROMO_CODE);
    await page.getByTestId('promo-code-submit').click();
    await expect(codeForm).toContainText(englishText('error_promo_code_used'));
    const totalCents = startCents + BONUS_CENTS + PROMO_CENTS;
    expect(await mainBalanceCents(merchant, address, member)).toBe(totalCents);

    // The header balance on home, and the records: two bonus movements of today.
    await page.goto(`${brand.origin}/m/home`);
    await expect(page.getByTestId('home-header').getByTestId('header-balance')).toHaveText(money(totalCents, currency));
    await page.goto(`${brand.origin}/m/transaction/record`);
    const bonusRows = page
      .getByTestId('record-row')
      .filter({ has: page.getByTestId('record-type').getByText(englishText('records_type_bonus'), { exact: true }) });
    await expect(bonusRows).toHaveCount(2);
    const claimed = bonusRows.filter({ has: page.getByTestId('record-reference').getByText(applicationId, { exact: true }) });
    await expect(claimed.getByTestId('record-amount')).toHaveText(`+${money(BONUS_CENTS, currency)}`);
    const redeemed = bonusRows.filter({ has: page.getByTestId('record-reference').getByText(PROMO_CODE, { exact: true }) });
    await expect(redeemed.getByTestId('record-amount')).toHaveText(`+${money(PROMO_CENTS, currency)}`);
  });
}

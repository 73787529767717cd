import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { e2eBrands } from './brands';
import { creditMember, registerMember } from './helpers/accounts';
import { englishText, openWithSession, test } from './helpers/api-session';
import { withoutPopups } from './helpers/popups';

/*
 * Account records' Export CSV: a member with more records than one page of the screen exports today's
 * range; the file (UTF-8 with a BOM and a header row) holds as many rows as the screen lists once every page
 * is shown, and the same totals, written as plain numbers in the brand currency's decimals.
 */

const brands = e2eBrands();
const PASSWORD = 'Export1234';
/** More than the screen's page of 20: the screen needs "Load more", the export reads every page itself. */
const CREDITS = [1234, 0.5, ...Array.from({ length: 21 }, (_, index) => index + 1)];

test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await withoutPopups(page);
});

const merchantOf = (brand: (typeof brands)[number]) => (brand.config as unknown as { merchantCode: string }).merchantCode;

/** RFC 4180 rows of a CSV text: quoted cells may hold commas, doubled quotes and line breaks. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

/** The screen's money as the file writes it: no sign for a credit, no symbol, no grouping ("+₫1,234.50" → "1234.50"). */
const plainNumber = (shown: string, symbol: string) => shown.replace('+', '').replace(symbol, '').replaceAll(',', '');

/** Shows every page of the range on screen: "Load more" until the end. */
async function showAllRecords(page: Page) {
  const rows = page.getByTestId('record-row');
  const end = page.getByText(englishText('records_all_shown'));
  const more = page.getByRole('button', { name: englishText('records_load_more') });
  while (!(await end.isVisible())) {
    const shown = await rows.count();
    await more.click();
    // The next page's first row, or the end: the button itself stays while the page loads and goes with the last one.
    await expect(rows.nth(shown).or(end).first()).toBeVisible();
  }
}

for (const brand of brands) {
  test(`${brand.id}: Export CSV saves the range's records with the screen's rows and totals`, async ({ page, address }) => {
    const merchant = merchantOf(brand);
    const session = await registerMember(brand, address, { password: PASSWORD, usernamePrefix: 'rx', mobilePrefix: '92' });
    for (const amount of CREDITS) await creditMember(merchant, session.userName, amount);

    await openWithSession(page, brand.origin, '/m/transaction/record', session);
    await expect(page.getByTestId('record-row').first()).toBeVisible();
    await showAllRecords(page);
    const shownRows = await page.getByTestId('record-row').count();
    expect(shownRows).toBe(CREDITS.length);
    const totals = page.getByTestId('records-totals').getByTestId('kv-ADJUSTMENT');
    const shownTotal = await totals.locator('[data-tone]').innerText();

    const download = page.waitForEvent('download');
    await page.getByTestId('records-export-button').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${brand.id}-records-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    await expect(page.getByTestId('records-export-saved')).toHaveText(`${CREDITS.length} records saved to a CSV file.`);

    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRows(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(
      ['records_time', 'records_type_label', 'records_csv_amount', 'records_balance_after', 'records_wallet', 'records_reference'].map(
        englishText,
      ),
    );
    const records = rows.slice(
      1,
      rows.findIndex((row) => row.length === 1 && row[0] === ''),
    );
    expect(records).toHaveLength(shownRows);
    expect(new Set(records.map((row) => row[1]))).toEqual(new Set([englishText('records_type_adjustment')]));
    // The half unit keeps its fraction in a currency shown without decimals, as on screen.
    expect(records.map((row) => row[2])).toContain('0.50');
    expect(records.map((row) => row[2])).toContain(brand.config.currency.displayDecimals === 0 ? '1234' : '1234.00');

    const totalRows = rows.slice(records.length + 2);
    expect(totalRows).toEqual([
      [
        englishText('records_csv_total'),
        `${englishText('records_type_adjustment')} (${shownRows})`,
        plainNumber(shownTotal, brand.config.currency.symbol),
        '',
        '',
        '',
      ],
    ]);
    const sumOfRows = records.reduce((sum, row) => sum + Math.round(Number(row[2]) * 100), 0);
    expect(Math.round(Number(totalRows[0]![2]) * 100)).toBe(sumOfRows);
  });
}

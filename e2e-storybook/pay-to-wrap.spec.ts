import { expect, test } from '@playwright/test';

const PHONE_WIDTH = 390;
const ACCOUNT_NAME = 'CÔNG TY TNHH GIẢI TRÍ TRỰC TUYẾN PLAYDECK VIỆT NAM';
const LONG_NUMBER = '0123456789012345678901234567890123456789';

test.use({ viewport: { width: PHONE_WIDTH, height: 844 } });

/** The character before each line's first one, for a text node laid out over several lines. */
function charactersBeforeLineBreaks(element: Element): string[] {
  const text = element.firstChild as Text;
  const range = document.createRange();
  const before: string[] = [];
  let lastTop: number | undefined;
  for (let index = 0; index < text.length; index++) {
    if (text.data[index] === ' ') continue;
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    const { top } = range.getBoundingClientRect();
    if (lastTop !== undefined && top > lastTop + 1) before.push(text.data[index - 1]!);
    lastTop = top;
  }
  return before;
}

for (const language of ['TY', 'EN']) {
  test(`${language}: at 390 px a long pay-to account name wraps only between words, copy button beside it`, async ({ page }) => {
    await page.goto(`/iframe.html?id=screens-deposit--long-account-name&viewMode=story&globals=brand:default;language:${language}`);
    const name = page.getByTestId('pay-to-account-name-value');
    await expect(name).toHaveText(ACCOUNT_NAME);

    // Too long to sit beside its label, the name moves under it and takes the row's width (squeezed beside the
    // label it was a narrow column, and with a longer label or a narrower phone it broke inside words).
    const label = (await page.getByTestId('kv-account-name').locator('dt').boundingBox())!;
    const row = (await page.getByTestId('kv-account-name').boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.y, 'the name starts under its label').toBeGreaterThanOrEqual(label.y + label.height - 1);
    expect(nameBox.width, "the name is as wide as the row's text allows").toBeGreaterThan(row.width * 0.6);

    const breaks = await name.evaluate(charactersBeforeLineBreaks);
    expect(breaks.length, 'the name is longer than a line at 390 px').toBeGreaterThan(0);
    expect(breaks.filter((character) => character !== ' ')).toEqual([]);
    await expect(page.getByTestId('pay-to-account-name-copy')).toBeInViewport({ ratio: 1 });

    // A token longer than the row breaks inside itself, and stays on the screen with its copy button.
    const number = page.getByTestId('pay-to-account-number-value');
    await expect(number).toHaveText(LONG_NUMBER);
    expect((await number.boundingBox())!.x + (await number.boundingBox())!.width).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(page.getByTestId('pay-to-account-number-copy')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
  });
}

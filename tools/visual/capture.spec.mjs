import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './capture.mjs';

const ORIGIN = 'http://storybook.visual.test';

/** A page on one origin (served by the test), as two workers' pages of one Storybook are. */
async function pageOnOrigin(context) {
  await context.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>story</p>' }));
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/iframe.html`);
  return page;
}

describe('the capture browser', () => {
  let opened;
  beforeAll(async () => {
    opened = await openBrowser({ env: {} });
  }, 30_000);
  afterAll(async () => {
    await opened?.browser.close();
  });

  it("gives each worker a context of its own: an answer one worker's story saved is not in the other's storage", async () => {
    const [first, second] = [await opened.newContext(), await opened.newContext()];
    const [one, other] = [await pageOnOrigin(first), await pageOnOrigin(second)];
    await one.evaluate(() => localStorage.setItem('pd_cache:system.consolidatedSettings:{}', '{"savedAt":0}'));
    expect(await other.evaluate(() => localStorage.length)).toBe(0);
    // Pages of one context do share it: the worker's own later stories start from what its loader cleared.
    const again = await first.newPage();
    await again.goto(`${ORIGIN}/iframe.html`);
    expect(await again.evaluate(() => localStorage.length)).toBe(1);
  }, 30_000);

  it('sets every context up for still pictures: the fixed clock and the stillness script', async () => {
    const page = await pageOnOrigin(await opened.newContext());
    expect(await page.evaluate(() => new Date().toISOString())).toBe('2026-01-15T09:30:00.000Z');
    expect(await page.evaluate(() => typeof window.__visual?.coming)).toBe('function');
  }, 30_000);
});

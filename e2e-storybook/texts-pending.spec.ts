import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const workspaceRoot = path.resolve(import.meta.dirname, '..');
const ty = JSON.parse(readFileSync(path.join(workspaceRoot, 'libs/i18n/src/locales/ty/common.json'), 'utf8')) as { login_title: string };

/** What the visual snapshots read before a picture (tools/visual/capture.mjs): the story's work still pending. */
const pendingWork = (page: Page) =>
  page.evaluate(() => (window as unknown as { __playdeckPendingWork?: () => number }).__playdeckPendingWork?.() ?? -1);

/** Storybook's render of the story in the frame has finished (what the snapshots wait for before settling). */
const storyFinished = (page: Page, id: string) =>
  page.waitForFunction((storyId) => {
    const render = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && render.phase === 'finished';
  }, id);

test('a story whose language’s texts are still loading counts as pending work, so no picture is taken of it blank', async ({ page }) => {
  // The lazy texts' loader table (a chunk of its own) is held until the test lets it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // On the context: with the fake platform's service worker in the frame, the page's chunk requests are its.
  await page.context().route(/\/assets\/text-groups-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/iframe.html?id=screens-login--sign-in&viewMode=story&globals=brand:default;language:TY');
  await storyFinished(page, 'screens-login--sign-in');
  await expect(page.getByRole('heading', { name: ty.login_title })).toHaveCount(0);
  expect(await pendingWork(page)).toBeGreaterThan(0);

  release();
  await expect(page.getByRole('heading', { name: ty.login_title })).toBeVisible();
  await expect.poll(() => pendingWork(page)).toBe(0);
});

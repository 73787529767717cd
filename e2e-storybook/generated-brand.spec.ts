import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../tools/scripts/serve-static.mjs';
import { GENERATED_BRAND, VARIANT_DIR, buildStorybookVariant, readVariant } from '../tools/scripts/storybook-variant.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '..');
const { id, name } = GENERATED_BRAND;
const outDir = path.join(workspaceRoot, VARIANT_DIR);
const port = Number(process.env.STORYBOOK_PORT ?? 4700) + 1;
let server: Server;

test.describe.configure({ mode: 'serial' });

/**
 * The variant Storybook: `npm run new-brand` in a copy of the workspace, then a Storybook of the Brand page and the
 * login screen among others (tools/scripts/storybook-variant.mjs). npm test builds it once before this runs
 * (STORYBOOK_VARIANT_BUILT=1; the token-change check uses the same build); on its own this spec builds it.
 */
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const variant = process.env.STORYBOOK_VARIANT_BUILT === '1' ? readVariant(outDir) : buildStorybookVariant({ outDir });
  expect(variant?.generated.id, `${VARIANT_DIR}/variant.json names the generated brand`).toBe(id);
  server = await serveStatic(outDir, port);
});

test.afterAll(() => {
  server?.close();
});

test('a brand made by the generator is one of Storybook’s brands (the toolbar’s list): its Brand page and its settings in the screens', async ({
  page,
}) => {
  // Made in the copy only: the checkout has no such brand folder.
  expect(existsSync(path.join(workspaceRoot, 'brands', id))).toBe(false);
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=brand--tokens-and-components&viewMode=story&globals=brand:${id};language:TY`);
  const root = page.locator('#storybook-root');
  await expect(root.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  // It offers English only: TY falls back to English.
  await expect(root.getByText('Languages: EN (default EN)')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=screens-login--sign-in&viewMode=story&globals=brand:${id};language:EN`);
  await expect(page.getByRole('img', { name }).first()).toBeVisible();
});

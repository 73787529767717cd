import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../tools/scripts/serve-static.mjs';

const workspaceRoot = path.resolve(import.meta.dirname, '..');
// A fixed id, so a run cut short leaves nothing the next run does not clear.
const id = 'sbgenerated';
const brandDir = path.join(workspaceRoot, 'brands', id);
const logo = path.join(workspaceRoot, 'test-results', `${id}-logo.svg`);
const outDir = path.join(workspaceRoot, 'dist/storybook-generated');
const port = Number(process.env.STORYBOOK_PORT ?? 4700) + 1;
let server: Server;

test.describe.configure({ mode: 'serial' });

/** `npm run new-brand`, then a Storybook of the Brand page and the login screen only (the rest adds nothing here). */
test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(brandDir, { recursive: true, force: true });
  writeFileSync(logo, '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#7c3aed"/></svg>');
  const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', CI: 'true' };
  try {
    execFileSync(
      'npm',
      [
        'run',
        '--silent',
        'new-brand',
        '--',
        id,
        '--name',
        'Generated Check',
        '--merchant-code',
        'SBGEN',
        '--domain',
        'm.sbgenerated.test',
        '--primary-color',
        '#7c3aed',
        '--languages',
        'EN',
        '--default-language',
        'EN',
        '--min-age',
        '18',
        '--logo',
        logo,
        '--customer-service',
        'https://help.sbgenerated.test/chat',
      ],
      { cwd: workspaceRoot, env, stdio: 'pipe' },
    );
    execFileSync(
      process.execPath,
      [path.join(workspaceRoot, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', outDir, '--quiet'],
      {
        cwd: workspaceRoot,
        env: {
          ...env,
          STORYBOOK_DISABLE_TELEMETRY: '1',
          STORYBOOK_STORIES: '../libs/features/account/src/login/login-screen.stories.tsx,./brand-page/*.stories.tsx',
        },
        stdio: 'pipe',
      },
    );
  } finally {
    rmSync(brandDir, { recursive: true, force: true });
    rmSync(logo, { force: true });
  }
  server = await serveStatic(outDir, port);
});

test.afterAll(() => {
  server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test('a brand made by the generator is one of Storybook’s brands (the toolbar’s list): its Brand page and its settings in the screens', async ({
  page,
}) => {
  expect(existsSync(brandDir)).toBe(false);
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=brand--tokens-and-components&viewMode=story&globals=brand:${id};language:TY`);
  const root = page.locator('#storybook-root');
  await expect(root.getByRole('heading', { level: 1, name: /Generated Check/ })).toBeVisible();
  // It offers English only: TY falls back to English.
  await expect(root.getByText('Languages: EN (default EN)')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=screens-login--sign-in&viewMode=story&globals=brand:${id};language:EN`);
  await expect(page.getByRole('img', { name: 'Generated Check' }).first()).toBeVisible();
});

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/scripts/ensure-chromium.mjs';

const port = Number(process.env.STORYBOOK_PORT ?? 4700);
const phone = { ...devices['Pixel 7'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } };

/** Checks of the static Storybook (npm run build-storybook first): the brand and language toolbar switch everything. */
export default defineConfig({
  testDir: 'e2e-storybook',
  outputDir: 'test-results/storybook',
  fullyParallel: true,
  // The preview frame loads Storybook's runtime and the story's chunks first: slow on a shared CI machine.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // No traces: recording one stalls the preview frame's chunk loads behind its service worker (the fake platform).
  use: { baseURL: `http://127.0.0.1:${port}`, trace: 'off' },
  projects: [
    { name: 'storybook', testIgnore: /generated-brand/, use: phone },
    // A brand made by the generator, in the small variant Storybook (tools/scripts/storybook-variant.mjs): npm test
    // builds it once for this and the token-change check; run alone, the spec builds it (about 15 s).
    { name: 'storybook-generated', testMatch: /generated-brand/, use: phone },
  ],
  webServer: {
    command: `node tools/scripts/serve-static.mjs ${process.env.STORYBOOK_DIR ?? 'dist/storybook'} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});

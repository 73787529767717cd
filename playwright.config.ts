import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Brand hosts (*.localhost) reach the local server; nothing else resolves.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
/** Journeys that switch the platform for every merchant (maintenance, region restriction). */
const SWITCHES_PLATFORM = /site-status\.spec\.ts$/;
const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs };

/** Journeys in a phone viewport against the built brands, served as `npm start` serves them. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { baseURL: `http://localhost:${port}`, trace: 'retain-on-failure' },
  projects: [
    { name: 'android', testIgnore: SWITCHES_PLATFORM, use: { ...devices['Pixel 7'], launchOptions } },
    { name: 'iphone', testIgnore: SWITCHES_PLATFORM, use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions } },
    // Maintenance and region restriction switch the whole platform: run after every other journey.
    { name: 'site-status', testMatch: SWITCHES_PLATFORM, dependencies: ['android', 'iphone'], use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'node tools/scripts/start.mjs --no-build',
    url: `http://localhost:${port}/m/`,
    // Journeys send their own X-Forwarded-For so per-IP login limits and captcha demands stay per journey.
    env: { PORT: String(port), PLATFORM_DATA_DIR: 'memory', TRUST_PROXY: 'true' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});

import { randomUUID } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { journeyScope, journeysOf } from './e2e/journeys';
import { selectedPhones } from './tools/ci/brand-matrix.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/scripts/ensure-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
// The platform's admin token for this run: set before the workers start, so the journeys' helpers read it too.
const adminToken = (process.env.PLATFORM_ADMIN_TOKEN ??= `e2e-${randomUUID()}`);
/** Journeys that switch the platform for every merchant (maintenance, region restriction). */
const SWITCHES_PLATFORM = /site-status\.spec\.ts$/;
/**
 * Journeys that sign in the seeded agents (agent01's tree is the one with figures): a sign-in ends the same
 * member's other sessions, so these run one at a time, in a project of their own.
 */
const SIGNS_IN_SEEDED_AGENTS = /agent-[a-z-]+\.spec\.ts$/;
/**
 * The journeys the iPhone walks as well as Android: those whose answer depends on the phone. Its size (home and
 * its blocks, the header and side menu, the prerendered shell against the painted page, the game grid's columns)
 * and its agent (the download bar and popup, the app page's iOS web-clip steps, signing in from the shell), plus
 * the demo pictures journey, which signs in member01 on the iPhone because Android's login journey holds that
 * member. Every other journey's answer is the platform's or the markup's, the same on any phone, and runs on
 * Android only: a new journey starts there, and joins this list when a phone can change its outcome.
 */
const DEPENDS_ON_THE_PHONE = /(^|\/)(home|shell|shell-chrome|prerendered-shell|games|popup|app-download|signin|demo-art)\.spec\.ts$/;
/**
 * E2E_SCOPE=shared runs the brand-independent journeys only, E2E_SCOPE=brand the others (e2e/journeys.ts says
 * which is which, and why); unset, every journey runs. CI runs the shared ones once and the brand ones per brand.
 */
const scope = journeyScope();
const otherScope = scope === 'shared' ? 'brand' : 'shared';
const OUT_OF_SCOPE = scope ? journeysOf(otherScope).map((file) => new RegExp(`(^|/)${file.replaceAll('.', '\\.')}$`)) : [];
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
/** E2E_PHONES: a brand job other than the shared brand's runs on Android only (tools/ci/brand-matrix.mjs phonesOfBrandJob). */
const onIphone = selectedPhones().includes('iphone');

/** Journeys in a phone viewport against the built brands, served as `npm start` serves them. */
export default defineConfig({
  testDir: 'e2e',
  // Each CI run of npm test keeps its own traces and screenshots: a later run would otherwise empty the folder.
  outputDir: scope ? `test-results/${scope}-${(process.env.E2E_BRANDS || 'every-brand').replaceAll(',', '-')}` : 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A screen's first visit loads its chunk, its texts and its calls; with two browsers, the server and the platform
  // on two cores that took more than the 5 s default in CI (a promotions menu, seen at 6 s).
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  /*
   * Traces: recording one for every journey and keeping only the failures' cost CI about 40% of the journeys' CPU
   * (snapshots and screenshots at every step). CI retries a failure once and records that retry instead; a local
   * run (no retries) still keeps the trace of every failure.
   */
  use: {
    baseURL: `http://localhost:${port}`,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The brand's service worker would answer from its caches, out of reach of the journeys' page.route fakes:
    // blocked, except in the journeys about it (e2e/offline.spec.ts, e2e/service-worker.spec.ts), which allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'android',
      testIgnore: [SWITCHES_PLATFORM, SIGNS_IN_SEEDED_AGENTS, ...OUT_OF_SCOPE],
      use: { ...devices['Pixel 7'], launchOptions },
    },
    ...(onIphone
      ? [
          {
            name: 'iphone',
            testMatch: DEPENDS_ON_THE_PHONE,
            testIgnore: OUT_OF_SCOPE,
            use: { ...devices['iPhone 13'], browserName: 'chromium' as const, launchOptions },
          },
        ]
      : []),
    {
      name: 'agents',
      testMatch: SIGNS_IN_SEEDED_AGENTS,
      testIgnore: OUT_OF_SCOPE,
      workers: 1,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    // Maintenance and region restriction switch the whole platform: run after every other journey.
    {
      name: 'site-status',
      testMatch: SWITCHES_PLATFORM,
      testIgnore: OUT_OF_SCOPE,
      dependencies: ['android', ...(onIphone ? ['iphone'] : []), 'agents'],
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: {
    command: 'node tools/scripts/start.mjs --no-build',
    url: `http://localhost:${port}/m/`,
    // Journeys send their own X-Forwarded-For so per-IP login limits and captcha demands stay per journey.
    env: {
      PORT: String(port),
      PLATFORM_DATA_DIR: 'memory',
      TRUST_PROXY: 'true',
      PLATFORM_ADMIN_TOKEN: adminToken,
      // Demo art is drawn as home asks for it, not all ~1,800 pictures ahead: the browsers keep the CPU.
      PLATFORM_ART_WARM: 'false',
      // Every interface, as before HOST existed: the register journey gives each browser an address of its own in
      // 127.0.0.0/8, which a server on 127.0.0.1 alone would refuse.
      HOST: '::',
    },
    reuseExistingServer: false,
    // A loaded machine takes longer than 30 s to build its first database; waiting costs nothing when it is quick.
    timeout: 120_000,
  },
});

import { defineConfig, devices } from '@playwright/test';
import { chromiumHostArgs, deployBrands } from './e2e-deploy/deploy-brands';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tools/scripts/ensure-chromium.mjs';

/*
 * Journeys through Debian's nginx with each brand's generated configuration, in front of the reference platform:
 * run by tools/scripts/deploy-check.mjs, which starts both (run it, not this config, on its own). One project per
 * brand, so a failure names the brand.
 */
const brands = deployBrands();
const args = [...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules=')), ...chromiumHostArgs(brands)];

export default defineConfig({
  testDir: 'e2e-deploy',
  outputDir: 'test-results/deploy',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: { trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
  projects: brands.map((brand) => ({
    name: brand.id,
    use: { ...devices['Pixel 7'], baseURL: brand.origin, launchOptions: { executablePath: CHROMIUM_PATH, args } },
  })),
});

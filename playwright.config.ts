import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * E2E journeys against the real running shop (server + embedded PostgreSQL) in Debian's Chromium.
 * Two workers, each with a shop of its own (global-setup.ts starts one per worker on E2E_PORT + its index):
 * a journey that publishes the header or changes a setting never races another worker's shopper, and the
 * two cores are both used while one journey waits on a publish. Spec files run whole, in order, in one worker;
 * the longest start first (LONGEST_FIRST).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_WORKERS = process.env.E2E_EXTERNAL ? 1 : Number(process.env.E2E_WORKERS ?? 2);
// Set by Playwright in each worker before it loads this file: which shop this worker drives.
const shopIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ownDatabase = process.env[`E2E_DATABASE_URL_${shopIndex}`];
if (ownDatabase) process.env.E2E_DATABASE_URL = ownDatabase;

/**
 * Playwright hands spec files out in order, alphabetically within a project. The longest specs (from the full runs'
 * reports, which `npm test` prints) form a project of their own that comes first, so a run does not end with one
 * worker on a two-minute spec while the other idles.
 */
const LONGEST_FIRST = ['widgets', 'accounts', 'activities', 'vip-aftersales', 'shops', 'shopper-defects'].map((name) => `${name}.spec.ts`);

/**
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell: the same Chromium build without the
 * desktop browser around it, what Playwright itself runs headless) when installed, else Debian's full Chromium;
 * CHROMIUM_PATH overrides. The journeys cost about 30 % less browser CPU in the shell (accounts: 27 against 39 CPU-s).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const browserPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!fs.existsSync(browserPath)) {
  throw new Error(`No Chromium for the journeys at ${browserPath}: apt-get install --no-install-recommends chromium-headless-shell fonts-noto-cjk (what .ci/run installs), or set CHROMIUM_PATH`);
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: E2E_WORKERS,
  retries: 0,
  // The JSON report is where npm test reads each spec's time (tests/run-all.ts).
  // E2E_STEP_TIMES=1: also the time of each test's steps by kind (tests/helpers/step-times-reporter.ts).
  reporter: [['list'], ['json', { outputFile: '.build/test-times/playwright.json' }], ...(process.env.E2E_STEP_TIMES ? [['./tests/helpers/step-times-reporter.ts'] as const] : [])],
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [
    { name: 'long', testMatch: LONGEST_FIRST },
    { name: 'journeys', testIgnore: LONGEST_FIRST },
  ],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${E2E_PORT + shopIndex}`,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});

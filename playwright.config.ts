import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (Playwright cannot download browsers here). The flags keep it from reaching for
// Google's services, which this machine's closed network refuses.
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two browsers at once on the 2-core CI machine, whether or not the runner sets CI (Playwright's default is
  // half the cores: one worker there, which doubled the end-to-end stage).
  workers: 2,
  // One retry absorbs a moment of overload on a busy 2-core machine (decision 016); a broken feature fails
  // both tries, and `npm test` names every test that needed the retry.
  retries: 1,
  timeout: 30_000,
  // Sized for a page load on a 2-core machine running two browsers and the server at once (decision 016).
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  use: {
    // The offline service worker precaches the whole build in every new browser context; only the specs
    // about it (phone, notifications) let it in, so the others stay fast and see the network as it is.
    serviceWorkers: 'block',
    // A trace of the retry of a failed test. Recording one for every test (its screencast and a DOM snapshot per
    // action, kept only on failure) cost about 30 % of the stage's CPU on 2 cores: 143 s instead of 102 s for the
    // chores spec at both widths.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
});

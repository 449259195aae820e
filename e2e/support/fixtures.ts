import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server';
import { startMailSink, type MailSink } from './mail-sink';
import { startOidcServer, type OidcServer } from './oidc-server';

/** Problems the page reported to its console: a CSP violation, a React warning, a failed script. */
type PageProblems = string[];

/** A server of this worker's own, sending real e-mail to an SMTP sink and offering Google through an OIDC server. */
export type PeerApp = { server: AppServer; mail: MailSink; google: OidcServer };

export const test = base.extend<{ pageProblems: PageProblems }, { peerApp: PeerApp }>({
  peerApp: [
    async ({}, use) => {
      const mail = await startMailSink();
      const google = await startOidcServer();
      const server = await startAppServer({
        SMTP_URL: mail.url,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      });
      await use({ server, mail, google });
      await server.stop();
      await google.close();
      await mail.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through `npx playwright test`');
    await use(url);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: PageProblems = [];
      page.on('console', (message) => {
        // A 4xx answer from the API is part of a flow the page handles (wrong password, rate limit); Chromium
        // still logs it. Anything else is a problem.
        const expectedHttpAnswer = /Failed to load resource: the server responded with a status of 4\d\d/.test(
          message.text(),
        );
        if (message.type() === 'error' && !expectedHttpAnswer) problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'the page reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails on any serious or critical accessibility violation that axe finds on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Mid-fade colours are not what people read: measure the settled page.
  await settleAnimations(page);
  // A toast that starts to come or go while axe runs is measured mid-fade (a contrast violation of a moment):
  // toasts on their way in or out are left out, settled ones are checked.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toast][data-removed="true"]')
    .exclude('[data-sonner-toast][data-mounted="false"]')
    .exclude('[data-sonner-toast][data-visible="false"]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, 'serious accessibility violations').toEqual([]);
}

/**
 * Saves a full-page screenshot under test-results/screenshots for a person to look at. `npm test` (so CI, whose
 * clean clone nobody looks into afterwards) sets TIDY_E2E_SCREENSHOTS=off: the 159 full-page captures were about
 * a tenth of the stage's CPU. The page is scrolled to the top either way, so a test runs the same with or without.
 */
export async function saveScreenshot(page: Page, name: string) {
  // A sticky header would otherwise be drawn where the page happened to be scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  if (process.env.TIDY_E2E_SCREENSHOTS === 'off') return;
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** saveScreenshot once the page's animations have finished (a dialog that has opened, a toast that has come). */
export async function saveSettledScreenshot(page: Page, name: string) {
  await settleAnimations(page);
  await saveScreenshot(page, name);
}

/** Waits until every running CSS animation has finished, so a screenshot shows the settled page. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners never finish; a toast that leaves mid-way cancels its animation.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

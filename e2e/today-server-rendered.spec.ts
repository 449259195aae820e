import type { Browser } from '@playwright/test';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';
import { personAt, WIDTHS, type Width } from './support/people';

// Decision 025: a signed-in person who opens / gets Today in the page itself, rendered by the server for their
// own date, so it shows before any script has run; the app then takes the page over with the answers it was
// made from (it asks nobody for Today again) and every button works as before.

/** A person with a home (one space, its three starter tasks) whose browser has run the app once. */
async function personWithAHome(browser: Browser, name: string, width: Width) {
  const person = await personAt(browser, name, width);
  const home = await person.page.request.post('/api/home', {
    data: { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] },
  });
  expect(home.status()).toBe(201);
  // The app keeps the device's time zone in a cookie while someone is signed in: the server's date for them.
  await expect
    .poll(async () => (await person.page.context().cookies()).some((cookie) => cookie.name === 'tidy_time_zone'))
    .toBe(true);
  return person;
}

for (const width of WIDTHS) {
  test.describe(`Today from the server at ${width.label} width`, () => {
    test('shows the day before any script runs, then works without asking for it again', async ({ browser }) => {
      test.setTimeout(90_000);
      const person = await personWithAHome(browser, 'Sol Server', width);

      // Without JavaScript: the page alone holds Today, the greeting and the three tasks.
      const state = await person.page.context().storageState();
      const plain = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        viewport: width.viewport,
        javaScriptEnabled: false,
        storageState: state,
      });
      const still = await plain.newPage();
      const answer = await still.goto('/');
      expect(answer?.headers()['cache-control']).toBe('private, no-store');
      await expect(still.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
      await expect(still.getByText(/Hello, Sol/)).toBeVisible();
      const day = still.getByRole('list', { name: 'Your day' });
      await expect(day.getByRole('listitem')).toHaveCount(3);
      // Its buttons would do nothing yet: a cover over the page takes the taps until the app has taken it over,
      // and the tab bar's room at the bottom is there from the start, so nothing moves or restyles later.
      const markDoneFirst = day.getByRole('listitem').first().getByRole('button', { name: 'Mark done' });
      const box = (await markDoneFirst.boundingBox())!;
      const hit = await still.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.id ?? '',
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe('tidy-taking-over');
      expect(await still.evaluate(() => document.documentElement.classList.contains('has-tab-bar'))).toBe(true);
      await saveScreenshot(still, `today-from-server-no-script-${width.label}`);
      await plain.close();

      // With JavaScript: the app takes the page over. It never asks for Today before a change is made.
      const page = person.page;
      const todayAsked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/today') todayAsked.push(request.url());
      });
      await page.goto('/');
      await expect(page.locator('#root[data-taken-over]')).toBeAttached();
      await expect(page.locator('#tidy-taking-over')).toHaveCount(0);
      const list = page.getByRole('main').getByRole('list', { name: 'Your day' });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expectAccessible(page);
      expect(todayAsked).toEqual([]);

      // A button works as on a page the browser rendered: the task is done, and can be sent for review.
      const first = list.getByRole('listitem').first();
      const title = (await first.locator('p').nth(1).textContent())!;
      const markDone = first.getByRole('button', { name: 'Mark done' });
      if (width.touch) await markDone.tap();
      else await markDone.click();
      const row = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
      await expect(row.getByText('Done', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Send for review' })).toBeVisible();
      await saveScreenshot(page, `today-from-server-${width.label}`);

      // Reloaded, the server's page shows the change: it is made from the person's current answers.
      await page.reload();
      await expect(page.locator('#root[data-taken-over]')).toBeAttached();
      await expect(row.getByText('Done', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: 'Send for review' })).toBeEnabled();

      // Signing out takes the time-zone cookie away too (the privacy notice says so).
      await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out' }).click();
      await expect
        .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
        .not.toContain('tidy_time_zone');
      await person.close();
    });
  });
}

test('a device whose date is not the one the page was made for renders Today itself', async ({ browser }) => {
  test.setTimeout(90_000);
  const width = WIDTHS[0];
  const person = await personWithAHome(browser, 'Dee Dateline', width);
  const state = await person.page.context().storageState();
  await person.close();
  // The cookie still says UTC; this device's clock reads a day later (its own date is not the page's).
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: width.viewport,
    storageState: state,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.clock.setFixedTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const todayAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/today') todayAsked.push(new URL(request.url()).search);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect.poll(() => todayAsked.length).toBeGreaterThan(0);
  await expect(
    page
      .getByRole('main')
      .getByText(/Nothing left for today|Your day/)
      .first(),
  ).toBeVisible();
  // Rendered afresh, not hydrated over a page made for another day: no mismatch for React to recover from.
  expect(problems.filter((text) => /Hydrat/i.test(text))).toEqual([]);
  await context.close();
});

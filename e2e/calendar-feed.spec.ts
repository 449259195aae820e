import type { Browser, Locator, Page } from '@playwright/test';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';
import { personAt } from './support/people';

// Issue 17's calendar feed and household time zone, as a person meets them: on a space's chore calendar an
// organizer makes their private feed address, copies it, and a calendar app (page.request here) reads their
// chore from it; a new address makes the old one 404, and stopping the feed makes the new one 404 too. Settings
// opens the same dialog. In the space's settings the organizer sets the household's time zone, offered this
// device's zone while the space is on UTC.

const WIDTHS = [
  { label: 'phone', viewport: { width: 390, height: 844 }, touch: true, zone: 'Pacific/Auckland', city: 'Auckland' },
  {
    label: 'desktop',
    viewport: { width: 1280, height: 800 },
    touch: false,
    zone: 'America/New_York',
    city: 'New York',
  },
] as const;

async function person(browser: Browser, width: (typeof WIDTHS)[number]) {
  const fern = await personAt(browser, 'Fern Feeder', width, { timezoneId: width.zone, serviceWorkers: 'block' });
  await fern.page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: process.env.E2E_BASE_URL });
  return fern;
}

/** A feed address fetched as a calendar app would (the token is the only credential the feed reads). */
async function fetchFeed(page: Page, url: string) {
  const response = await page.request.get(url);
  return { status: response.status(), type: response.headers()['content-type'] ?? '', text: await response.text() };
}

async function openFeedDialog(page: Page, from: Locator) {
  await from.getByRole('button', { name: 'Subscribe in your calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const width of WIDTHS) {
  test.describe(`Calendar feed and time zone at ${width.label} width`, () => {
    test('make, copy, read, renew and stop the feed; set the household time zone', async ({ browser }) => {
      test.setTimeout(180_000);
      const { page, close } = await person(browser, width);
      const made = await page.request.post('/api/home', { data: { spaces: [{ name: 'Home', space_type: 'other' }] } });
      expect(made.status()).toBe(201);
      const space: { id: string; time_zone: string } = (await made.json()).spaces[0];
      // Made through the API without a zone: the household is on UTC.
      expect(space.time_zone).toBe('UTC');
      const today = new Date().toISOString().slice(0, 10);
      const chore = await page.request.post(`/api/spaces/${space.id}/chores`, {
        data: {
          title: 'Water the fern',
          estimated_time: 5,
          points: 5,
          rule: { kind: 'every_n_days', interval: 3 },
          starts_on: today,
          assignment: { mode: 'open' },
        },
      });
      expect(chore.status()).toBe(201);

      // On the chore calendar: no feed yet; one line says what it does.
      await page.goto(`/spaces/${space.id}/calendar`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Chore calendar' })).toBeVisible();
      let dialog = await openFeedDialog(page, main);
      await expect(
        dialog.getByText('Your chores appear in Google Calendar, Apple Calendar or Outlook and stay up to date.'),
      ).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, `calendar-feed-new-${width.label}`);

      await dialog.getByRole('button', { name: 'Create my calendar address' }).click();
      const forApps = dialog.getByRole('textbox', { name: 'For calendar apps' });
      await expect(forApps).toHaveValue(/^webcal:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const firstWebcal = await forApps.inputValue();
      const firstUrl = await dialog.getByRole('textbox', { name: 'Web address' }).inputValue();
      expect(firstUrl).toBe(firstWebcal.replace(/^webcal:/, new URL(process.env.E2E_BASE_URL!).protocol));
      await expect(dialog.getByText('It is shown only now.', { exact: false })).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Apple Calendar or Outlook' })).toHaveAttribute(
        'href',
        firstWebcal,
      );
      await expect(dialog.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
        'href',
        'https://calendar.google.com/calendar/r/settings/addbyurl',
      );

      // Copy: the clipboard holds the address, and the page says so.
      await dialog.getByRole('button', { name: 'Copy the address for calendar apps' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Copied the address for calendar apps.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstWebcal);
      await expectAccessible(page);
      await saveScreenshot(page, `calendar-feed-address-${width.label}`);

      // A calendar app reads the chore from the address.
      const first = await fetchFeed(page, firstUrl);
      expect(first.status).toBe(200);
      expect(first.type).toContain('text/calendar');
      expect(first.text).toContain('BEGIN:VCALENDAR');
      expect(first.text).toContain('SUMMARY:Water the fern');

      // Closed and opened again: the address is gone from the page; the feed is on.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      dialog = await openFeedDialog(page, main);
      await expect(dialog.getByText(/^Your calendar feed is on since /)).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'For calendar apps' })).toHaveCount(0);
      expect(await page.content()).not.toContain(firstUrl.split('/').pop()!);
      await saveScreenshot(page, `calendar-feed-active-${width.label}`);

      // A new address, after asking: the old one answers 404, the new one the feed.
      await dialog.getByRole('button', { name: 'Get a new address' }).click();
      const renew = page.getByRole('alertdialog', { name: 'Get a new address?' });
      await expect(
        renew.getByText('The old address stops working; calendars subscribed to it stop updating.'),
      ).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, `calendar-feed-renew-${width.label}`);
      await renew.getByRole('button', { name: 'Get a new address' }).click();
      await expect(page.getByText('New address made. The old one no longer works.')).toBeVisible();
      dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
      const secondUrl = await dialog.getByRole('textbox', { name: 'Web address' }).inputValue();
      expect(secondUrl).not.toBe(firstUrl);
      expect((await fetchFeed(page, firstUrl)).status).toBe(404);
      expect((await fetchFeed(page, secondUrl)).text).toContain('SUMMARY:Water the fern');

      // Stopping, after asking: the address answers 404 and the dialog offers a new one.
      await dialog.getByRole('button', { name: 'Stop the feed' }).click();
      const stop = page.getByRole('alertdialog', { name: 'Stop your calendar feed?' });
      await stop.getByRole('button', { name: 'Stop the feed' }).click();
      await expect(page.getByText('Calendar feed stopped')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Create my calendar address' })).toBeFocused();
      expect((await fetchFeed(page, secondUrl)).status).toBe(404);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Settings opens the same dialog.
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Your chores in your calendar' });
      dialog = await openFeedDialog(page, section);
      await expect(dialog.getByRole('button', { name: 'Create my calendar address' })).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, `calendar-feed-settings-${width.label}`);
      await page.keyboard.press('Escape');

      // The household's time zone, in the space's settings: this device's zone is offered while it is on UTC.
      await page.goto('/spaces');
      await page.getByRole('button', { name: 'Settings for Home' }).click();
      const settings = page.getByRole('dialog', { name: 'Space settings' });
      const zone = settings.getByLabel('Time zone');
      await expect(zone).toHaveValue('UTC');
      const suggestion = settings.getByRole('button', { name: `Use this device's time zone: ${width.city}` });
      await expectAccessible(page);
      await saveScreenshot(page, `space-time-zone-${width.label}`);
      if (width.touch) {
        await suggestion.click();
        await expect(zone).toHaveValue(width.zone);
      } else {
        await expect(suggestion).toBeVisible();
        await zone.selectOption('Asia/Tokyo');
      }
      await settings.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Space updated')).toBeVisible();
      const chosen = width.touch ? width.zone : 'Asia/Tokyo';
      const spaces: { id: string; time_zone: string }[] = (await (await page.request.get('/api/spaces')).json()).spaces;
      expect(spaces.find((item) => item.id === space.id)?.time_zone).toBe(chosen);
      // Opened again, it shows the zone and offers nothing.
      await page.getByRole('button', { name: 'Settings for Home' }).click();
      await expect(settings.getByLabel('Time zone')).toHaveValue(chosen);
      await expect(settings.getByRole('button', { name: /this device's time zone/ })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // A space added in the app takes this device's zone.
      if (!width.touch) {
        await page.goto('/spaces/new');
        await page.getByRole('main').getByRole('button', { name: 'Kitchen', exact: true }).click();
        await page.getByRole('main').getByRole('button', { name: 'Add Space' }).click();
        await expect(page.getByText('Kitchen added')).toBeVisible();
        const after: { name: string; time_zone: string }[] = (await (await page.request.get('/api/spaces')).json())
          .spaces;
        expect(after.find((item) => item.name === 'Kitchen')?.time_zone).toBe(width.zone);
      }
      await close();
    });
  });
}

import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { expectAccessible, expect, saveScreenshot, test } from './support/fixtures';
import { personAt, WIDTHS } from './support/people';

// Issue 20's "Your data", as a person meets it in Settings: they ask for a copy of their data, see it being
// gathered, and download the zip when it is ready, with their own things in it.

for (const width of WIDTHS) {
  test.describe(`Your data at ${width.label} width`, () => {
    test('ask for a copy of your data and download it', async ({ browser }) => {
      test.setTimeout(90_000);
      const { page, close } = await personAt(browser, 'Dana Download', width);
      const made = await page.request.post('/api/home', {
        data: { spaces: [{ name: 'Pantry', space_type: 'kitchen' }] },
      });
      expect(made.status()).toBe(201);
      await page.request.post('/api/todo', { data: { task: 'Dana sorts the tins' } });

      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Your data' });
      await section.scrollIntoViewIfNeeded();
      const ask = section.getByRole('button', { name: 'Ask for a copy' });
      if (width.touch) await ask.tap();
      else await ask.click();
      await expect(page.getByText("We're gathering your data. We'll e-mail you when it is ready.")).toBeVisible();

      // The job makes it in the background; the section shows it ready without a reload.
      const download = section.getByRole('button', { name: 'Download (zip)' });
      await expect(download).toBeVisible({ timeout: 30_000 });
      await expect(section.getByRole('status')).toContainText('can be downloaded until');
      await expectAccessible(page);
      await saveScreenshot(page, `your-data-ready-${width.label}`);

      const [file] = await Promise.all([
        page.waitForEvent('download'),
        width.touch ? download.tap() : download.click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^tidy-steps-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
      expect(strFromU8(files['tidy-steps-data/README.md']!)).toContain('# Your Tidy Steps data');
      const todo = JSON.parse(strFromU8(files['tidy-steps-data/data/todo-items.json']!)) as { task: string }[];
      expect(todo.map((item) => item.task)).toEqual(['Dana sorts the tins']);
      expect(Object.keys(files).some((name) => name.startsWith('tidy-steps-data/spaces/pantry-'))).toBe(true);
      await close();
    });
  });
}

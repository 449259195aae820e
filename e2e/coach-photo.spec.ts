import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expectAccessible, expect, saveSettledScreenshot, test } from './support/fixtures';
import { personAt, WIDTHS } from './support/people';

// Issue 18: the coach looks at a real photograph on the household's own computer, says what it noticed and
// plans with it; "only decluttering" is shown before it changes anything, applied, and undone exactly.

const require = createRequire(import.meta.url);
/** A real photograph (Unsplash licence, from an npm package): an older couple by a window, each holding a cup. */
const PHOTO = readFileSync(require.resolve('@solid-design-system/placeholders/images/senior-coffee.jpg'));

async function spaceTaskTitles(page: Page, spaceId: string): Promise<string[]> {
  const { tasks } = (await (await page.request.get(`/api/spaces/${spaceId}/space-tasks`)).json()) as {
    tasks: { title: string }[];
  };
  return tasks.map((task) => task.title);
}

for (const width of WIDTHS) {
  test(`a household uploads a photo, sees what the coach noticed, previews "only decluttering", applies and undoes it (${width.label})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page, close } = await personAt(browser, `Petra Photo ${width.label}`, width);
    const made = await page.request.post('/api/home', {
      data: { spaces: [{ name: 'Sitting room', space_type: 'living-room' }] },
    });
    expect(made.ok()).toBe(true);
    const spaceId = ((await made.json()) as { spaces: { id: string }[] }).spaces[0]!.id;
    await page.goto(`/space/${spaceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sitting room' })).toBeVisible();

    // Set up with the photo; the analysis runs in the background and the page follows it live.
    await page.getByRole('button', { name: 'Set up space' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up your space' });
    await setup
      .locator('input[type="file"]')
      .setInputFiles({ name: 'coffee-by-the-window.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
    await setup.getByLabel('Label (optional)').fill('by the window');
    await setup.getByRole('button', { name: 'Upload 1 photo' }).click();
    await expect(setup).toBeHidden();

    // What the coach noticed in the photo, in the space's summary and with the photo itself.
    const status = page.getByRole('status').filter({ hasText: 'Coach noticed:' });
    await expect(status).toContainText('I can see 2 cups', { timeout: 30_000 });
    const gallery = page.getByRole('region', { name: 'Your photos' });
    await expect(gallery.getByText(/Coach noticed: I can see 2 cups/)).toBeVisible();
    await expectAccessible(page);
    await saveSettledScreenshot(page, `coach-photo-noticed-${width.label}`);

    // A task that uses what was seen.
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const spaceTasks = page.getByRole('list', { name: 'Space tasks' });
    await expect(spaceTasks.getByText(/\b2 cups\b/).first()).toBeVisible({ timeout: 10_000 });
    const before = await spaceTaskTitles(page, spaceId);
    expect(before.length).toBeGreaterThan(2);

    // "Only decluttering" is previewed first: nothing changes until Apply.
    await page.getByLabel('Describe how to change the tasks').fill('only decluttering');
    await page.getByRole('button', { name: 'Update tasks' }).click();
    const review = page.getByRole('dialog', { name: 'Review the changes' });
    const counted = async (group: string) => {
      const heading = review.getByRole('heading', { name: new RegExp(`^${group} \\(\\d+ tasks?\\)$`) });
      await expect(heading).toBeVisible();
      return Number((await heading.innerText()).match(/\((\d+)/)![1]);
    };
    const removing = await counted('Will remove');
    const adding = await counted('Will add');
    expect(removing).toBeGreaterThan(0);
    expect(removing).toBeLessThan(before.length);
    await expectAccessible(page);
    await saveSettledScreenshot(page, `coach-photo-preview-${width.label}`);
    expect(await spaceTaskTitles(page, spaceId)).toEqual(before);

    await review.getByRole('button', { name: 'Apply changes' }).click();
    await expect(review).toBeHidden();
    await expect(spaceTasks.getByRole('listitem')).toHaveCount(before.length - removing + adding);
    const undo = page.getByRole('button', { name: /^Undo: / });
    await expect(undo).toBeVisible();
    await saveSettledScreenshot(page, `coach-photo-applied-${width.label}`);

    // Undo brings the list back exactly as it was.
    await undo.click();
    await expect(page.getByText('Undone: the task list is back as it was before the change.')).toBeVisible();
    await expect(spaceTasks.getByRole('listitem')).toHaveCount(before.length);
    expect(await spaceTaskTitles(page, spaceId)).toEqual(before);
    await close();
  });
}

import type { Page } from '@playwright/test';
import { TEST_PASSWORD } from './support/accounts';
import { expectAccessible, expect, saveScreenshot, saveSettledScreenshot, test } from './support/fixtures';
import { joinSpace, personAt, WIDTHS, type Width } from './support/people';

// Issue 20, "Delete my account, and hand a space to another member", as a household meets it: Ann organizes
// the kitchen Ben uses too. Me → Account → Delete account warns her the kitchen would go with her, so she makes
// Ben its organizer first, then deletes her account; Ben keeps the kitchen.

async function press(page: Page, width: Width, name: string | RegExp, within = page.locator('body')) {
  const control = within.getByRole('button', { name }).or(within.getByRole('link', { name })).first();
  if (width.touch) await control.tap();
  else await control.click();
}

async function spaceOf(page: Page, name: string): Promise<string> {
  const made = await page.request.post('/api/home', { data: { spaces: [{ name, space_type: 'kitchen' }] } });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { spaces: { id: string }[] }).spaces[0]!.id;
}

for (const width of WIDTHS) {
  test.describe(`Deleting an account at ${width.label} width`, () => {
    test('hand the shared kitchen to Ben, then delete the account', async ({ browser }) => {
      test.setTimeout(120_000);
      const ann = await personAt(browser, 'Ann Archer', width);
      const ben = await personAt(browser, 'Ben Archer', width);
      const kitchen = await spaceOf(ann.page, 'Shared Kitchen');
      await spaceOf(ann.page, 'Ann Shed');
      await joinSpace(ann.page, ben.page, kitchen, 'parent');
      const page = ann.page;

      // Me → Settings → Account → Delete account: what will happen, before anything happens.
      await page.goto('/settings');
      const account = page.getByRole('region', { name: 'Account' });
      await account.scrollIntoViewIfNeeded();
      await press(page, width, 'Delete account', account);
      await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
      await expect(page.getByText('A space other people use will be deleted')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Shared Kitchen: you organize it' })).toContainText(
        '1 other member loses it',
      );
      await expect(page.getByText('Ann Shed is deleted with everything in it (only you use it).')).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, `delete-account-warning-${width.label}`);

      // She follows the link and makes Ben the organizer of the kitchen.
      await press(page, width, 'Hand your spaces over on the Family page');
      const card = page.getByRole('region', { name: 'Shared Kitchen' });
      await press(page, width, 'Make Ben Archer the organizer', card);
      const dialog = page.getByRole('alertdialog', { name: 'Make Ben Archer the organizer?' });
      await expect(dialog).toContainText('You will be a parent in it');
      await expectAccessible(page);
      await saveSettledScreenshot(page, `hand-over-dialog-${width.label}`);
      await press(page, width, 'Make organizer', dialog);
      await expect(page.getByText('Ben Archer is now the organizer of Shared Kitchen.')).toBeVisible();
      await expect(card.getByText('Your role:')).toContainText('Parent');
      const benRow = card.getByRole('listitem').filter({ hasText: 'Ben Archer' });
      await expect(benRow.getByText('Organizer', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /the organizer$/ })).toHaveCount(0);
      // Focus went back to the space's heading, since the button is gone.
      await expect(card.getByRole('heading', { name: 'Shared Kitchen' })).toBeFocused();
      await saveScreenshot(page, `hand-over-done-${width.label}`);

      // Back to deleting: the kitchen stays with Ben now; only her shed goes.
      await page.goto('/settings/delete-account');
      await expect(
        page.getByText('You leave Shared Kitchen. The others keep it and what they did in it.'),
      ).toBeVisible();
      await expect(page.getByText('A space other people use will be deleted')).toHaveCount(0);
      const password = page.getByLabel('Your password');
      await password.fill('not-my-password');
      await press(page, width, 'Delete my account');
      await expect(
        page.getByRole('alert').filter({ hasText: 'That password is not right. Check it and try again.' }),
      ).toBeVisible();
      await expect(password).toBeFocused();
      await expectAccessible(page);
      await saveScreenshot(page, `delete-account-wrong-password-${width.label}`);

      await password.fill(TEST_PASSWORD);
      await press(page, width, 'Delete my account');
      await expect(page).toHaveURL(/\/goodbye$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeVisible();
      // Signed out: the header offers to log in, and the cookie no longer opens anything.
      await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
      expect((await page.request.get('/api/account')).status()).toBe(401);
      await expectAccessible(page);
      await saveScreenshot(page, `account-deleted-${width.label}`);
      const outbox = await (await page.request.get('/dev/mail')).text();
      expect(outbox).toContain('Your Tidy Steps account is deleted');

      // Ben keeps the kitchen, as its organizer, on his own.
      await ben.page.goto('/family');
      const his = ben.page.getByRole('region', { name: 'Shared Kitchen' });
      await expect(his.getByText('Your role:')).toContainText('Organizer');
      await expect(his.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
      await ann.close();
      await ben.close();
    });
  });
}

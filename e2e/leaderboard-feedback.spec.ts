import type { Browser, Page } from '@playwright/test';
import { signUpAndSignIn, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { startAppServer, type AppServer } from './support/app-server';
import { expectAccessible, expect, saveScreenshot, test as base } from './support/fixtures';
import { startMailSink, type MailSink } from './support/mail-sink';

const TEAM = 'team@tidysteps.test';
const PHONE = { width: 390, height: 844 };

/** A server of this worker's own that e-mails feedback to the team, through a real SMTP sink. */
const test = base.extend<object, { feedbackApp: { server: AppServer; mail: MailSink } }>({
  feedbackApp: [
    async ({}, use) => {
      const mail = await startMailSink();
      const server = await startAppServer({ SMTP_URL: mail.url, FEEDBACK_TO: TEAM });
      await use({ server, mail });
      await server.stop();
      await mail.close();
    },
    // Starting and stopping a whole server (and letting its SMTP connection go) takes a while on a busy machine.
    { scope: 'worker', timeout: 90_000 },
  ],
});

const today = () => new Date().toISOString().slice(0, 10);

async function createSpace(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/home', { data: { spaces: [{ name, space_type: 'other' }] } });
  expect(response.status()).toBe(201);
  return (await response.json()).spaces[0].id;
}

/**
 * `worker` adds a daily task worth `points` and submits it; `organizer` approves it. An organizer's own task
 * is approved as they submit it, at its own points.
 */
async function earn(worker: Page, organizer: Page, spaceId: string, title: string, points: number) {
  const added = await worker.request.post(`/api/spaces/${spaceId}/daily-tasks`, { data: { date: today(), tasks: [{ title, points }] } });
  expect(added.status()).toBe(201);
  const taskId = (await added.json()).tasks[0].id;
  const submitted = await worker.request.post(`/api/daily-tasks/${taskId}/submit`);
  expect(submitted.status()).toBe(200);
  if (worker === organizer) {
    expect((await submitted.json()).task).toMatchObject({ submission_status: 'approved', self_approved: true });
    return;
  }
  expect((await organizer.request.post(`/api/daily-tasks/${taskId}/approve`, { data: { points } })).status()).toBe(200);
}

async function signedInPage(browser: Browser, name: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport });
  const page = await context.newPage();
  await signUpAndSignIn(page, name);
  return { context, page };
}

test('the leaderboard ranks the household by points, this week and all time', async ({ browser }) => {
  test.setTimeout(90_000);
  const lena = await signedInPage(browser, 'Lena Leader');
  const milo = await signedInPage(browser, 'Milo Member');
  const nia = await signedInPage(browser, 'Nia Newcomer', PHONE);
  const spaceId = await createSpace(lena.page, 'Kitchen');
  for (const member of [milo, nia]) {
    const { invite } = await (await lena.page.request.post('/api/invites', { data: { space_id: spaceId, role: 'child' } })).json();
    expect((await member.page.request.post(`/api/invites/${invite.id}/accept`)).status()).toBe(200);
  }
  await earn(lena.page, lena.page, spaceId, 'Clear the counter', 15);
  await earn(milo.page, lena.page, spaceId, 'Empty the dishwasher', 8);

  const { page } = lena;
  // The lesson path links to it.
  await page.goto('/app');
  await page.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page).toHaveTitle('Leaderboard · Tidy Steps');
  await expect(main.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');

  const week = main.getByRole('tabpanel', { name: 'This week' });
  const podium = week.getByRole('list', { name: 'Top three' });
  await expect(podium.getByRole('listitem')).toHaveCount(2);
  // Read in order 1st, 2nd (the initials in the badges are hidden from screen readers, not from textContent).
  await expect(podium.getByRole('listitem').nth(0)).toContainText(/^1st place: .*Lena Leader\s*You\s*15 points/);
  await expect(podium.getByRole('listitem').nth(1)).toContainText(/^2nd place: .*Milo Member\s*8 points/);
  await expect(week.getByText(/^Since Monday, /)).toBeVisible();
  // Nobody stands on the podium for 0 points: Nia is in the list below.
  await expect(week.getByRole('list', { name: 'Everyone else' }).getByRole('listitem')).toHaveText([/^3rd place: 3.*Nia Newcomer\s*0 points$/]);
  await expectAccessible(page);
  await saveScreenshot(page, 'leaderboard-week-desktop');

  // The tabs work from the keyboard too.
  await main.getByRole('tab', { name: 'This week' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
  const allTime = main.getByRole('tabpanel', { name: 'All time' });
  await expect(allTime.getByText('Every point since you started')).toBeVisible();
  await expect(allTime.getByRole('list', { name: 'Top three' }).getByRole('listitem').nth(0)).toContainText('Lena Leader');
  await expect(allTime.getByRole('list', { name: 'Top three' }).getByRole('listitem').nth(1)).toContainText('8 points');
  await expectAccessible(page);

  // Nia sees the same board on her phone, with herself highlighted.
  await nia.page.goto('/leaderboard');
  const niaWeek = nia.page.getByRole('main').getByRole('tabpanel', { name: 'This week' });
  await expect(niaWeek.getByRole('list', { name: 'Top three' }).getByRole('listitem')).toHaveCount(2);
  await expect(niaWeek.getByRole('list', { name: 'Everyone else' }).getByRole('listitem')).toHaveText([/Nia Newcomer\s*You\s*0 points$/]);
  await expectAccessible(nia.page);
  await saveScreenshot(nia.page, 'leaderboard-week-phone');

  for (const person of [lena, milo, nia]) await person.context.close();
});

test('a person nobody shares a space with is invited to bring the family', async ({ browser }) => {
  const { context, page } = await signedInPage(browser, 'Solo Sam', PHONE);
  await createSpace(page, 'Study');
  await page.goto('/leaderboard');
  const week = page.getByRole('main').getByRole('tabpanel', { name: 'This week' });
  await expect(week.getByRole('heading', { name: 'Invite your family to see how you compare' })).toBeVisible();
  await expect(week.getByText('You have 0 points this week.')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'leaderboard-empty-phone');
  await week.getByRole('link', { name: 'Invite family' }).click();
  await expect(page).toHaveURL(/\/family$/);
  await context.close();
});

/** Opens the feedback card at the bottom of the lesson path. */
async function openFeedbackCard(page: Page) {
  await page.goto('/app');
  const toggle = page.getByRole('button', { name: 'Have any questions or feedback?' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const card = page.getByRole('region', { name: 'Have any questions or feedback?' });
  await expect(card.getByLabel('Your message')).toBeVisible();
  return card;
}

test('a visitor sends feedback: the validation messages, then the thanks, and the team gets the e-mail', async ({ browser, feedbackApp }) => {
  const { server, mail } = feedbackApp;
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  const page = await context.newPage();
  const card = await openFeedbackCard(page);
  await expect(card.getByLabel('Your message')).toHaveAttribute('rows', '4');

  // Spec 01 §5: nothing filled in.
  await card.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Please provide feedback', { exact: true })).toBeVisible();
  await expect(card.getByText('Your feedback message cannot be empty.')).toBeVisible();
  await expect(card.getByText('Help us categorize your feedback.')).toBeVisible();
  await expect(card.getByLabel('Your message')).toBeFocused();
  await expectAccessible(page);
  await saveScreenshot(page, 'feedback-errors-phone');
  // The page is long (the lesson path): a close-up of the card to look at.
  await card.screenshot({ path: 'test-results/screenshots/feedback-card-errors-phone.png' });

  // A message, but no category yet.
  await card.getByLabel('Your message').fill('Where do I find the to-do list?');
  await card.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Please select a category', { exact: true })).toBeVisible();
  await expect(card.getByText('Your feedback message cannot be empty.')).toHaveCount(0);
  await expect(card.getByLabel('Category')).toBeFocused();

  await card.getByLabel('Category').selectOption({ label: 'General feedback' });
  await card.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback! 🙏')).toBeVisible();
  await expect(page.getByText("We've sent your feedback to our team and will review it carefully.")).toBeVisible();
  await expect(card.getByLabel('Your message')).toHaveValue('');

  const sent = await mail.waitFor(TEAM, { subject: /^Feedback/ });
  expect(sent.subject).toBe('Feedback (General) from a visitor');
  expect(sent.text).toContain('From: a visitor who was not signed in');
  expect(sent.text).toContain('Page: /app');
  expect(sent.text).toContain('Where do I find the to-do list?');
  await context.close();
});

test('a signed-in person rates with the keyboard; the e-mail says who sent it', async ({ browser, feedbackApp }) => {
  const { server, mail } = feedbackApp;
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const email = uniqueEmail('rita');
  await page.request.post('/api/auth/sign-up/email', { data: { email, password: TEST_PASSWORD, full_name: 'Rita Rater' } });
  await page.goto((await mail.waitFor(email, { subject: /Confirm your email/ })).links[0]!);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  await createSpace(page, 'Bedroom');

  const card = await openFeedbackCard(page);
  await card.getByLabel('Your message').fill('The timer on the to-do list\nstops when the phone sleeps.');
  await card.getByLabel('Category').selectOption({ label: 'Bug report' });
  // Tab into the stars, then arrow keys choose: 1 → 4.
  await card.getByLabel('Category').focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  for (let n = 0; n < 3; n += 1) await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(card.getByText('4 of 5')).toBeVisible();
  await expect(card.getByText('Sent with your name and email, so we can get back to you.')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'feedback-filled-desktop');
  await card.screenshot({ path: 'test-results/screenshots/feedback-card-filled-desktop.png' });

  await card.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Thank you for your feedback! 🙏')).toBeVisible();
  await expect(card.getByRole('radio', { name: '4 stars' })).not.toBeChecked();

  const sent = await mail.waitFor(TEAM, { subject: /Rita Rater/ });
  expect(sent.subject).toBe('Feedback (Bug, 4/5) from Rita Rater');
  expect(sent.text).toContain(`From: Rita Rater <${email}>`);
  expect(sent.text).toContain('Rating: 4 of 5');
  expect(sent.text).toContain('stops when the phone sleeps.');
  await context.close();
});

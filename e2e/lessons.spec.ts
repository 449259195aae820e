import type { Page } from '@playwright/test';
import { signUpAndSignIn, TEST_PASSWORD } from './support/accounts';
import { expectAccessible, expect, saveScreenshot, settleAnimations, test } from './support/fixtures';

// The lesson path and the lesson screen (spec 01 §2, §4; 02 §2, §4): lessons completed through the lesson
// screen unlock the next, XP and the streak go up, and the progress is saved on the server, so the same
// person sees it in another browser.

const PHONE = { width: 390, height: 844 };

const node = (page: Page, id: number) => page.getByRole('button', { name: new RegExp(`^Lesson ${id}\\b`) });

async function localLessons(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('completedLessons') ?? 'null'));
}

/** Works through the open lesson screen by screen, ticking every task, and completes it. */
async function workThroughLesson(page: Page, lessonId: number, screens: number) {
  const main = page.getByRole('main');
  for (let screen = 1; screen <= screens; screen += 1) {
    await expect(main.getByText(`Step ${screen} of ${screens}`)).toBeVisible();
    const checkboxes = main.getByRole('region', { name: 'Your Tasks' }).getByRole('checkbox');
    for (const checkbox of await checkboxes.all()) if (!(await checkbox.isChecked())) await checkbox.check();
    if (screen < screens) await main.getByRole('button', { name: 'Next' }).click();
  }
  await expect(main.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Complete Lesson' }).click();
  const celebration = page.getByRole('dialog', { name: 'Learning legend!' });
  await expect(celebration).toBeVisible();
  await expect(celebration.getByText('+100')).toBeVisible();
  await expect(celebration.getByText('100%')).toBeVisible();
  // The time spent on the lesson, as mm:ss.
  await expect(celebration.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
  expect(lessonId).toBeGreaterThan(0);
  return celebration;
}

test('complete lessons 1 and 2, see 3 unlock with XP and the streak, and the same progress in another browser', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const email = await signUpAndSignIn(page, 'Lena Learner');
  const created = await page.request.post('/api/home', {
    data: { spaces: [{ name: 'Bedroom', space_type: 'bedroom' }] },
  });
  expect(created.status()).toBe(201);

  // A fresh path: every unit drawn, lesson 1 to start, the rest locked; nothing earned yet.
  await page.goto('/app');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Unit 1 Getting Started' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /^Unit 2 .+ Routine$/ })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Unit 3 Beyond the Basics' })).toBeVisible();
  await expect(main.getByText(/^Welcome to Tidy Steps!/)).toBeVisible();
  await expect(main.getByText('0-day streak')).toBeVisible();
  await expect(main.getByText('0 XP')).toBeVisible();
  await expect(node(page, 1)).toHaveAccessibleName(/start here$/);
  await expect(node(page, 2)).toHaveAccessibleName(/locked$/);
  await expect(node(page, 24)).toHaveAccessibleName(/locked$/);
  await expectAccessible(page);
  await saveScreenshot(page, 'lessons-path-fresh-desktop');

  // A locked node says what it teaches and why it is locked.
  await node(page, 3).click();
  const locked = page.getByRole('dialog', { name: 'The Five-Minute Reset' });
  await expect(locked.getByText("What you'll learn")).toBeVisible();
  await expect(locked.getByText('Beginner')).toBeVisible();
  await expect(locked.getByText('5 min')).toBeVisible();
  await expect(locked.getByText('Complete previous lessons to unlock')).toBeVisible();
  await expect(locked.getByRole('link', { name: 'Start Lesson' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(locked).toHaveCount(0);

  // Lesson 1, from its node.
  await node(page, 1).click();
  await page.getByRole('dialog', { name: 'Welcome to Tidy Steps' }).getByRole('link', { name: 'Start Lesson' }).click();
  await expect(page).toHaveURL(/\/step\/1$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome to Tidy Steps' })).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'Lesson progress' })).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 3',
  );
  await expect(main.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page);
  await saveScreenshot(page, 'lessons-step-desktop');
  // Next and Previous move between screens.
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'How your path works' })).toBeFocused();
  await main.getByRole('button', { name: 'Previous' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Small steps, real results' })).toBeVisible();

  let celebration = await workThroughLesson(page, 1, 3);
  await expectAccessible(page);
  await saveScreenshot(page, 'lessons-celebration-desktop');
  await celebration.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(celebration.getByRole('link', { name: 'BACK TO HOME' })).toBeVisible();
  await celebration.getByRole('link', { name: 'CONTINUE TO NEXT LESSON' }).click();

  // Lesson 2: its first screen has nothing to tick, its second asks for the starting space.
  await expect(page).toHaveURL(/\/step\/2$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Choose Your Starting Space' })).toBeVisible();
  const tasks = main.getByRole('region', { name: 'Your Tasks' });
  await expect(tasks.getByText('Write down the name of your starting space')).toBeVisible();
  await expect(tasks.getByRole('checkbox')).toHaveCount(0);
  await main.getByRole('button', { name: 'Next' }).click();
  await main.getByLabel('Which space will you start with?').fill('Bedroom');
  expect(await page.evaluate(() => localStorage.getItem('chosenSpace'))).toBe('Bedroom');
  await expect(tasks.getByRole('checkbox')).toHaveCount(3);
  await main.getByRole('button', { name: 'Previous' }).click();
  celebration = await workThroughLesson(page, 2, 4);
  await celebration.getByRole('button', { name: 'CONTINUE' }).click();
  await celebration.getByRole('link', { name: 'BACK TO HOME' }).click();

  // Home (Today), with ?completed=2 taken in and gone from the address: lesson 3 is next, 200 XP, a one-day
  // streak; the lesson path (Learn) shows the same.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
  const learn = main.getByRole('region', { name: 'Keep learning' });
  await expect(learn.getByText(/^Next: Lesson 3, /)).toBeVisible();
  await expect(learn.getByText('200 XP')).toBeVisible();
  await expect(learn.getByText('1-day streak')).toBeVisible();
  await page.getByRole('navigation', { name: 'Primary' }).locator('visible=true').getByRole('link', { name: 'Learn' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/app$`));
  await expect(node(page, 1)).toHaveAccessibleName(/completed$/);
  await expect(node(page, 2)).toHaveAccessibleName(/completed$/);
  await expect(node(page, 3)).toHaveAccessibleName(/start here$/);
  await expect(node(page, 4)).toHaveAccessibleName(/locked$/);
  await expect(main.getByText('200 XP')).toBeVisible();
  await expect(main.getByText('1-day streak')).toBeVisible();
  await expect(main.getByText("Great progress! You've completed 2 of 24 lessons. Keep going!")).toBeVisible();
  expect(await localLessons(page)).toEqual([1, 2]);
  await expectAccessible(page);
  await saveScreenshot(page, 'lessons-path-progress-desktop');

  // A locked lesson opened by its address, and an address with no lesson.
  await page.goto('/step/5');
  await expect(main.getByText('Complete previous lessons to unlock')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to lesson 3' })).toBeVisible();
  await page.goto('/step/99');
  await expect(main.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeVisible();
  await main.getByRole('link', { name: 'Back to Home' }).click();
  // Home is Today, whose learning card points on to the next lesson.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
  await expect(main.getByRole('region', { name: 'Keep learning' }).getByText(/^Next: Lesson 3, /)).toBeVisible();

  // On a phone: the path, a locked node's dialog and the lesson screen.
  await page.setViewportSize(PHONE);
  await page.goto('/app');
  await expect(node(page, 3)).toBeVisible();
  await saveScreenshot(page, 'lessons-path-phone');
  await node(page, 4).click();
  await expect(
    page.getByRole('dialog', { name: 'Keep, Donate or Toss' }).getByText('Complete previous lessons to unlock'),
  ).toBeVisible();
  await settleAnimations(page);
  await page.screenshot({ path: 'test-results/screenshots/lessons-locked-dialog-phone.png' });
  await page.keyboard.press('Escape');
  await page.goto('/step/3');
  await expect(main.getByRole('heading', { level: 1, name: 'The Five-Minute Reset' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'lessons-step-phone');

  // Another browser: signed out, the path asks to sign in, and a lesson leads to sign-in first.
  const other = await browser.newContext({ baseURL, viewport: PHONE });
  const second = await other.newPage();
  const problems: string[] = [];
  second.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text());
  });
  await second.goto('/app');
  const secondMain = second.getByRole('main');
  await expect(secondMain.getByText(/^Sign in to save your progress/)).toBeVisible();
  await expect(secondMain.getByText(/XP$/)).toHaveCount(0);
  await node(second, 1).click();
  await second.getByRole('dialog').getByRole('link', { name: 'Start Lesson' }).click();
  await expect(second).toHaveURL(/\/auth\?redirect=%2Fstep%2F1$/);
  await second.getByLabel('Email').fill(email);
  await second.getByLabel('Password').fill(TEST_PASSWORD);
  await second.getByRole('button', { name: 'Sign In' }).click();
  await expect(second).toHaveURL(/\/step\/1$/);
  await expect(secondMain.getByRole('heading', { level: 1, name: 'Welcome to Tidy Steps' })).toBeVisible();

  // The same progress as in the first browser, from the server.
  await second.goto('/app');
  await expect(node(second, 1)).toHaveAccessibleName(/completed$/);
  await expect(node(second, 2)).toHaveAccessibleName(/completed$/);
  await expect(node(second, 3)).toHaveAccessibleName(/start here$/);
  await expect(secondMain.getByText('200 XP')).toBeVisible();
  await expect(secondMain.getByText('1-day streak')).toBeVisible();
  await expect.poll(() => localLessons(second)).toEqual([1, 2]);
  await settleAnimations(second);
  expect(problems).toEqual([]);
  await other.close();

  // Back in the first browser, on the phone: lesson 3 on the same day adds XP, not streak days.
  celebration = await workThroughLesson(page, 3, 3);
  await settleAnimations(page);
  await page.screenshot({ path: 'test-results/screenshots/lessons-celebration-phone.png' });
  await celebration.getByRole('button', { name: 'CONTINUE' }).click();
  await expectAccessible(page);
  await celebration.getByRole('link', { name: 'BACK TO HOME' }).click();
  // Home is Today: lesson 4 is next, 300 XP, still a one-day streak; the tab bar's Learn shows the same.
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
  const learnCard = main.getByRole('region', { name: 'Keep learning' });
  await expect(learnCard.getByText(/^Next: Lesson 4, /)).toBeVisible();
  await expect(learnCard.getByText('300 XP')).toBeVisible();
  await expect(learnCard.getByText('1-day streak')).toBeVisible();
  await page.getByRole('navigation', { name: 'Primary' }).locator('visible=true').getByRole('link', { name: 'Learn' }).click();
  await expect(node(page, 3)).toHaveAccessibleName(/completed$/);
  await expect(node(page, 4)).toHaveAccessibleName(/start here$/);
  await expect(main.getByText('300 XP')).toBeVisible();
  await expect(main.getByText('1-day streak')).toBeVisible();
  expect(await localLessons(page)).toEqual([1, 2, 3]);
});

test('a lesson completed on this device while signed out joins the account on sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  // BACK TO HOME's ?completed= marks a lesson on the device, even for a visitor (spec 02 §4).
  await page.goto('/app?completed=1');
  await expect(page).toHaveURL(/\/app$/);
  await expect(node(page, 1)).toHaveAccessibleName(/completed$/);
  await expect(node(page, 2)).toHaveAccessibleName(/start here$/);
  expect(await localLessons(page)).toEqual([1]);

  await signUpAndSignIn(page, 'Mona Merge');
  await page.request.post('/api/home', { data: { spaces: [{ name: 'Office', space_type: 'office' }] } });
  await page.goto('/app');
  await expect(page.getByRole('main').getByText('100 XP')).toBeVisible();
  await expect(node(page, 2)).toHaveAccessibleName(/start here$/);
  const progress = await (
    await page.request.get(`/api/progress?today=${new Date().toISOString().slice(0, 10)}`)
  ).json();
  expect(progress.completed_lessons).toEqual([1]);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('completedLessonsOwner')))
    .toEqual(expect.any(String));
});

import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts';
import { startAppServer, type AppServer } from './support/app-server';
import { expectAccessible, expect, saveSettledScreenshot, test } from './support/fixtures';

// Issue 17's household over two simulated weeks. The server runs on an adjustable clock (TEST_CLOCK, moved
// through /dev/clock) and every browser on a fixed clock set to the same instant, so "today" moves for both.
// An organizer sets "Empty the dishwasher" to rotate daily between two children and "Clean the bathroom" for
// Saturdays; Cleo also feeds the cat every day. The children do their turns (on Today on the days shown, through
// the API on the others), the organizer approves; Cleo buys a reward; a holiday freezes her streak.

const FIRST_DAY = '2027-03-01'; // a Monday
const DISHWASHER = 'Empty the dishwasher';
const BATHROOM = 'Clean the bathroom';
const CAT = 'Feed the cat';

type Person = { name: string; id: string; page: Page; context: BrowserContext };
type Turn = { id: string; due_on: string; turn: { user_id: string; full_name: string } | null };
type Chore = { id: string; title: string; points: number; current: Turn | null };

const dayOf = (index: number) =>
  new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
/** Late afternoon of a day, in UTC (the household's time zone and every browser's here). */
const instantOf = (index: number) => new Date(`${dayOf(index)}T17:00:00Z`);

test('two weeks of a household: turns rotate daily, Saturdays bring the bathroom, a reward is bought, a holiday freezes a streak', async ({
  browser,
}) => {
  // About a minute alone: three sign-ups, fourteen days of turns, and the screens of six of the days.
  test.setTimeout(240_000);
  const server: AppServer = await startAppServer({ TEST_CLOCK: 'adjustable' });
  const people: Person[] = [];
  try {
    const setClock = async (index: number) => {
      const now = instantOf(index);
      const moved = await fetch(`${server.url}/dev/clock`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: now.toISOString() }),
      });
      expect(moved.status).toBe(200);
      for (const person of people) await person.context.clock.setFixedTime(now);
    };
    const join = async (browser: Browser, name: string): Promise<Person> => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 800 },
        timezoneId: 'UTC',
      });
      await context.clock.setFixedTime(instantOf(0));
      const page = await context.newPage();
      await signUpAndSignIn(page, name);
      const id: string = (await (await page.request.get('/api/account')).json()).id;
      const person = { name, id, page, context };
      people.push(person);
      return person;
    };

    await setClock(0);
    const olive = await join(browser, 'Olive Organizer');
    const cleo = await join(browser, 'Cleo Child');
    const milo = await join(browser, 'Milo Child');
    const org = olive.page;
    const home = await org.request.post('/api/home', {
      data: { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }], today: dayOf(0) },
    });
    expect(home.status()).toBe(201);
    const spaceId: string = (await home.json()).spaces[0].id;
    for (const child of [cleo, milo]) {
      const { invite } = await (
        await org.request.post('/api/invites', { data: { space_id: spaceId, role: 'child' } })
      ).json();
      expect((await child.page.request.post(`/api/invites/${invite.id}/accept`)).status()).toBe(200);
    }

    // Day 1, Monday: the organizer sets the dishwasher to rotate daily between Cleo and Milo.
    await org.goto(`/spaces/${spaceId}/chores`);
    const orgMain = org.getByRole('main');
    await orgMain.getByRole('button', { name: 'New chore' }).click();
    const dialog = org.getByRole('dialog', { name: 'New chore' });
    await dialog.getByLabel('Title').fill(DISHWASHER);
    await dialog.getByLabel('Points').fill('10');
    await dialog.getByLabel('Minutes').fill('10');
    await dialog.getByRole('radio', { name: 'Take turns' }).check();
    await dialog.getByRole('checkbox', { name: cleo.name }).check();
    await dialog.getByRole('checkbox', { name: milo.name }).check();
    await dialog.getByRole('button', { name: 'Add chore' }).click();
    await expect(dialog).toBeHidden();
    // The bathroom on Saturdays (Milo's), and the cat every day (Cleo's), through the same route the dialog uses.
    const addChore = async (title: string, points: number, rule: unknown, member: Person) => {
      const added = await org.request.post(`/api/spaces/${spaceId}/chores`, {
        data: {
          title,
          points,
          estimated_time: 15,
          rule,
          starts_on: dayOf(0),
          assignment: { mode: 'one', member: member.id },
        },
      });
      expect(added.status()).toBe(201);
    };
    await addChore(BATHROOM, 20, { kind: 'weekdays', days: [6] }, milo);
    await addChore(CAT, 5, { kind: 'every_n_days', interval: 1 }, cleo);
    const { reward } = await (
      await org.request.post(`/api/spaces/${spaceId}/rewards`, { data: { title: 'Pick the movie', cost: 40 } })
    ).json();
    expect(reward.id).toBeTruthy();

    const byId = new Map(people.map((person) => [person.id, person]));
    const balance = new Map(people.map((person) => [person.id, 0]));
    const doers: Record<string, string[]> = { [DISHWASHER]: [], [BATHROOM]: [], [CAT]: [] };
    const choresNow = async (request: APIRequestContext): Promise<Chore[]> =>
      (await (await request.get(`/api/spaces/${spaceId}/chores`)).json()).chores;
    const dueToday = async (index: number) =>
      (await choresNow(org.request)).filter((chore) => chore.current?.due_on === dayOf(index));
    const approve = async (turnId: string) => {
      const approved = await org.request.post(`/api/chore-occurrences/${turnId}/approve`);
      expect(approved.status()).toBe(200);
      const { occurrence } = await approved.json();
      balance.set(occurrence.done_by.user_id, balance.get(occurrence.done_by.user_id)! + occurrence.points_awarded);
    };
    /** What is due today and still to do: each done by the person whose turn it is, then approved. */
    const finishTheDay = async (index: number) => {
      for (const chore of await dueToday(index)) {
        const doer = byId.get(chore.current!.turn!.user_id)!;
        expect((await doer.page.request.post(`/api/chore-occurrences/${chore.current!.id}/complete`)).status()).toBe(
          200,
        );
        doers[chore.title]!.push(`${dayOf(index)} ${doer.name}`);
        await approve(chore.current!.id);
      }
    };
    /** The child's Today shows the turn; they mark it done there. */
    const markDoneOnToday = async (child: Person, title: string, index: number) => {
      const turn = (await dueToday(index)).find((chore) => chore.title === title)!;
      const row = child.page
        .getByRole('main')
        .getByRole('list', { name: 'Your day' })
        .getByRole('listitem')
        .filter({ hasText: title });
      await expect(row.getByText('Due today')).toBeVisible();
      await row.getByRole('button', { name: 'Mark done' }).click();
      // Two turns marked done within the toasts' 4 s both say so; the newest toast is the list's first.
      await expect(child.page.getByText('Sent for review').first()).toBeVisible();
      await expect(row).toHaveCount(0);
      doers[title]!.push(`${dayOf(index)} ${child.name}`);
      return turn.current!.id;
    };

    // Day 1: it is Cleo's turn; Milo's Today does not have it. Cleo marks it done, Olive approves it.
    await cleo.page.goto('/');
    const firstTurn = await markDoneOnToday(cleo, DISHWASHER, 0);
    const milosDay = JSON.stringify(await (await milo.page.request.get(`/api/today?date=${dayOf(0)}`)).json());
    expect(milosDay).not.toContain(DISHWASHER);
    await org.goto(`/spaces/${spaceId}/chores`);
    const review = orgMain.getByRole('list', { name: 'Chores waiting for review' });
    await review.getByRole('button', { name: `Approve ${DISHWASHER} by ${cleo.name}` }).click();
    await expect(org.getByText(`${DISHWASHER}: ${cleo.name} earned 10 points.`)).toBeVisible();
    balance.set(cleo.id, 10);
    expect(firstTurn).toBeTruthy();
    await finishTheDay(0);

    for (let index = 1; index <= 13; index += 1) {
      await setClock(index);
      if (index === 5) {
        // Saturday: the bathroom comes due for Milo, next to his dishwasher turn.
        await milo.page.goto('/');
        const day = milo.page.getByRole('main').getByRole('list', { name: 'Your day' });
        await expect(day.getByRole('listitem').filter({ hasText: DISHWASHER })).toBeVisible();
        await expectAccessible(milo.page);
        await saveSettledScreenshot(milo.page, 'two-weeks-saturday-milo');
        await approve(await markDoneOnToday(milo, BATHROOM, index));
      }
      if (index === 7) {
        // The second Monday: Cleo has earned enough and asks for the movie; Olive approves on the rewards page.
        await finishTheDay(index);
        const before = balance.get(cleo.id)!;
        await cleo.page.goto(`/spaces/${spaceId}/rewards`);
        const kidMain = cleo.page.getByRole('main');
        await expect(kidMain.getByText(`${before} points`, { exact: true })).toBeVisible();
        const card = kidMain
          .getByRole('list', { name: 'Rewards' })
          .getByRole('listitem')
          .filter({ hasText: 'Pick the movie' });
        await card.getByRole('button', { name: 'Ask for it' }).click();
        await cleo.page
          .getByRole('dialog', { name: 'Ask for “Pick the movie”?' })
          .getByRole('button', { name: 'Ask for it' })
          .click();
        await expect(cleo.page.getByText('Asked for it')).toBeVisible();
        await org.goto(`/spaces/${spaceId}/rewards`);
        const queue = orgMain.getByRole('list', { name: 'Requests waiting for review' });
        await queue.getByRole('button', { name: `Approve Pick the movie for ${cleo.name}` }).click();
        await org.getByRole('dialog', { name: 'Approve request' }).getByRole('button', { name: 'Approve' }).click();
        await expect(org.getByText(`${cleo.name} has ${before - 40} points left.`)).toBeVisible();
        balance.set(cleo.id, before - 40);

        // Cleo goes to her grandparents from Tuesday to Thursday, and says so on the chores page.
        await cleo.page.goto(`/spaces/${spaceId}/chores`);
        await expect(kidMain.getByText('8-day chore streak')).toBeVisible();
        await kidMain.getByRole('button', { name: 'Pause chores' }).click();
        const away = cleo.page.getByRole('dialog', { name: 'Away' });
        await away.getByLabel('From').fill(dayOf(8));
        await away.getByLabel('Until').fill(dayOf(10));
        await away.getByRole('button', { name: 'Pause chores' }).click();
        await expect(away).toBeHidden();
        await expect(kidMain.getByRole('list', { name: 'Pauses' })).toContainText(cleo.name);
        continue;
      }
      if (index === 9) {
        // Away: nothing is due for Cleo, her streak is kept; the dishwasher is Milo's every day meanwhile.
        await cleo.page.goto(`/spaces/${spaceId}/chores`);
        const kidMain = cleo.page.getByRole('main');
        await expect(kidMain.getByText('8-day chore streak')).toBeVisible();
        await expect(kidMain.getByText('Paused: your streak is kept until you are back.')).toBeVisible();
        await expectAccessible(cleo.page);
        await saveSettledScreenshot(cleo.page, 'two-weeks-paused-cleo');
        const cleosDay = JSON.stringify(await (await cleo.page.request.get(`/api/today?date=${dayOf(index)}`)).json());
        for (const title of [CAT, DISHWASHER]) expect(cleosDay).not.toContain(title);
      }
      if (index === 11) {
        // Back on Friday: the cat and the dishwasher are hers today; the streak goes on from 8 to 9.
        await cleo.page.goto('/');
        for (const title of [CAT, DISHWASHER]) await approve(await markDoneOnToday(cleo, title, index));
        await cleo.page.goto(`/spaces/${spaceId}/chores`);
        await expect(cleo.page.getByRole('main').getByText('9-day chore streak')).toBeVisible();
        await expect(cleo.page.getByRole('main').getByText('Done for today.')).toBeVisible();
      }
      await finishTheDay(index);
    }

    // Turns went round: Cleo and Milo in turn, Milo alone while Cleo was away, then Cleo again.
    const turns = (names: string) => names.split('').map((letter) => (letter === 'C' ? cleo.name : milo.name));
    expect(doers[DISHWASHER]).toEqual(turns('CMCMCMCMMMMCMC').map((name, index) => `${dayOf(index)} ${name}`));
    expect(doers[BATHROOM]).toEqual([`${dayOf(5)} ${milo.name}`, `${dayOf(12)} ${milo.name}`]);
    // The cat's turns skipped the holiday: none from Tuesday to Thursday, none piled up.
    expect(doers[CAT]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 13].map((index) => `${dayOf(index)} ${cleo.name}`));

    // Cleo's balance and history: what she earned, minus the movie.
    expect(balance.get(cleo.id)).toBe(6 * 10 + 11 * 5 - 40);
    await cleo.page.goto(`/spaces/${spaceId}/points`);
    const kidMain = cleo.page.getByRole('main');
    await expect(kidMain.getByRole('heading', { level: 1, name: 'Points history' })).toBeVisible();
    await expect(kidMain.getByText(`${balance.get(cleo.id)} points`, { exact: true })).toBeVisible();
    const history = kidMain.getByRole('list', { name: 'Points history, newest first' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Spent' })).toContainText('−40');
    await expectAccessible(cleo.page);
    await saveSettledScreenshot(cleo.page, 'two-weeks-cleo-points');
    // The server's balances agree with what the test counted, for both children.
    for (const child of [cleo, milo]) {
      const ledger = await (await org.request.get(`/api/spaces/${spaceId}/points?member=${child.id}`)).json();
      expect(ledger.balance).toBe(balance.get(child.id));
    }
  } finally {
    for (const person of people) await person.context.close();
    await server.stop();
  }
});

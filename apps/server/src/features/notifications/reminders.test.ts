import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings } from '../../db/schema';
import { createTestApp, silentLogger, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { startPushEndpoint, waitForQueue, type PushEndpoint, type TestSubscription } from '../../../test/push-endpoint';
import { PUSH_QUEUE, type DeliveryDeps } from './delivery';
import type { PushMessage } from './messages';
import { REMINDER_CRON, REMINDER_QUEUE, reminderCandidates, sendDueReminders } from './reminders';

// The reminder runs here by hand at chosen instants (the harness leaves out the 15-minute schedule), on a
// database of its own so that nobody else's reminders are counted.

let harness: TestApp;
let pushService: PushEndpoint;
let deps: DeliveryDeps;

const today = new Date().toISOString().slice(0, 10);
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const at = (instant: string) => new Date(instant);
const json = async <T>(response: Response) => (await response.json()) as T;

async function subscribe(person: Person, subscription: TestSubscription, timeZone: string) {
  const response = await person.browser.post('/api/push/subscriptions', {
    ...subscription.toJSON(),
    time_zone: timeZone,
  });
  expect(response.status).toBe(201);
}

async function remindersTo(subscription: TestSubscription): Promise<PushMessage[]> {
  await waitForQueue(harness, PUSH_QUEUE);
  return pushService
    .pushesTo(subscription)
    .map((push) => subscription.read(push.body) as PushMessage)
    .filter((message) => message.kind === 'daily_reminder');
}

async function lastRemindedOn(person: Person) {
  const [row] = await harness.database.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, person.userId));
  return row?.lastRemindedOn;
}

beforeAll(async () => {
  harness = await createTestApp();
  pushService = await startPushEndpoint();
  deps = { db: harness.database.db, jobs: harness.services.jobs, push: harness.services.push, logger: silentLogger };
});
afterAll(async () => {
  await harness?.close();
  await pushService?.close();
});

describe('the daily reminder in Tokyo', () => {
  // Tokyo has no summer time: 08:00 there is 23:00 UTC of the day before, all year.
  const previousDay = dayAfter(today, -1);
  let rita: Person;
  let phone: TestSubscription;

  beforeAll(async () => {
    rita = await signedUpPerson(harness, 'Rita Reminder');
    phone = pushService.subscription();
    await subscribe(rita, phone, 'Asia/Tokyo');
    // Two tasks for her Tokyo day, one done: one is still open.
    // Her home was set up the day before, so its starter tasks are that day's, not today's.
    const created = await rita.browser.post('/api/home', {
      spaces: [{ name: 'Bedroom', space_type: 'bedroom' }],
      today: dayAfter(today, -1),
    });
    const spaceId = (await json<{ spaces: { id: string }[] }>(created)).spaces[0]!.id;
    const added = await rita.browser.post(`/api/spaces/${spaceId}/daily-tasks`, {
      date: today,
      tasks: [{ title: 'Make the bed' }, { title: 'Fold the laundry' }],
    });
    const [first] = (await json<{ tasks: { id: string }[] }>(added)).tasks;
    expect((await rita.browser.post(`/api/daily-tasks/${first!.id}/complete`)).status).toBe(200);
  });

  it('is not sent before the reminder hour on her own clock', async () => {
    expect(await sendDueReminders(deps, at(`${previousDay}T22:59:00Z`))).toBe(0);
    expect(await remindersTo(phone)).toEqual([]);
    expect(await lastRemindedOn(rita)).toBeNull();
  });

  it('is sent at the reminder hour, once, with how many of her tasks for the day are open', async () => {
    // Two runs at once, as two server processes would: one claims her, the other finds nothing left to do.
    const runs = await Promise.all([0, 1].map(() => sendDueReminders(deps, at(`${previousDay}T23:00:00Z`))));
    expect(runs.sort()).toEqual([0, 1]);
    expect(await remindersTo(phone)).toEqual([
      {
        kind: 'daily_reminder',
        title: "Time for today's tidy step",
        body: 'You have 1 task waiting today. One small step is all it takes.',
        url: '/',
        tag: 'daily-reminder',
      },
    ]);
    expect(await lastRemindedOn(rita)).toBe(today);
    const [push] = pushService.pushesTo(phone);
    expect(push?.headers).toMatchObject({ ttl: String(4 * 3600), topic: 'daily-reminder' });
  });

  it('is not sent again on the same local day', async () => {
    expect(await sendDueReminders(deps, at(`${previousDay}T23:45:00Z`))).toBe(0);
    expect(await sendDueReminders(deps, at(`${today}T12:59:00Z`))).toBe(0);
    expect(await remindersTo(phone)).toHaveLength(1);
  });

  it('comes again the next local morning, gently when nothing is planned', async () => {
    expect(await sendDueReminders(deps, at(`${today}T22:30:00Z`))).toBe(0);
    expect(await sendDueReminders(deps, at(`${today}T23:00:00Z`))).toBe(1);
    const reminders = await remindersTo(phone);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]?.body).toBe('Nothing planned yet today. Pick one small task: five minutes makes a difference.');
    expect(await lastRemindedOn(rita)).toBe(dayAfter(today, 1));
  });
});

describe('the daily reminder for others', () => {
  it('follows the preferred task time', async () => {
    const eve = await signedUpPerson(harness, 'Eve Evening');
    const phone = pushService.subscription();
    await subscribe(eve, phone, 'UTC');
    expect((await eve.browser.put('/api/preferences', { preferred_task_time: 'evening' })).status).toBe(200);
    await sendDueReminders(deps, at('2031-05-05T17:59:00Z'));
    expect(await remindersTo(phone)).toEqual([]);
    await sendDueReminders(deps, at('2031-05-05T18:00:00Z'));
    expect(await remindersTo(phone)).toHaveLength(1);
    expect(await lastRemindedOn(eve)).toBe('2031-05-05');
  });

  it('is never sent when the person switched it off', async () => {
    const quinn = await signedUpPerson(harness, 'Quinn Quiet');
    const phone = pushService.subscription();
    await subscribe(quinn, phone, 'UTC');
    await quinn.browser.patch('/api/notifications/settings', { kinds: { daily_reminder: false } });
    await sendDueReminders(deps, at('2031-06-06T09:00:00Z'));
    expect(await remindersTo(phone)).toEqual([]);
    expect(await lastRemindedOn(quinn)).toBeNull();
  });

  it('skips people without a subscribed device', async () => {
    const nobody = await signedUpPerson(harness, 'Ned Nodevice');
    await nobody.browser.patch('/api/notifications/settings', { time_zone: 'UTC' });
    await sendDueReminders(deps, at('2031-07-07T09:00:00Z'));
    expect(await lastRemindedOn(nobody)).toBeNull();
  });

  it('finds the people to remind through the partial index', async () => {
    const plan = await harness.database.db.transaction(async (tx) => {
      // The tables are tiny here, so without this the planner would rightly read them whole.
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(sql`explain ${reminderCandidates(harness.database.db, new Date())}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('notification_settings_reminder_idx');
  });
});

describe('the reminder schedule', () => {
  it('puts a reminder job on the queue every 15 minutes', async () => {
    // A server of its own with the schedule on, as in production; nobody there has a device, so no push goes out.
    const scheduled = await createTestApp({
      settings: {
        push: {
          vapidKeys: null,
          keysFile: null,
          subject: 'mailto:no-reply@tidysteps.test',
          allowLoopbackEndpoints: true,
        },
      },
    });
    try {
      const result = (await scheduled.database.db.execute(
        // The weekly summary (features/summary) has a schedule of its own, tested there.
        sql`select name, cron, timezone from pgboss.schedule where name = ${REMINDER_QUEUE}`,
      )) as unknown as {
        rows: { name: string; cron: string; timezone: string }[];
      };
      expect(result.rows).toEqual([{ name: REMINDER_QUEUE, cron: REMINDER_CRON, timezone: 'UTC' }]);
      expect(REMINDER_CRON).toBe('*/15 * * * *');
    } finally {
      await scheduled.close();
    }
  });
});

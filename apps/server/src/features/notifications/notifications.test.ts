import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskPoints } from '@tidy/domain/points';
import { pushSubscriptions } from '../../db/schema';
import { createTestApp, defaultTestSettings, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import {
  startPushEndpoint,
  verifyVapid,
  waitForQueue,
  type PushEndpoint,
  type TestSubscription,
} from '../../../test/push-endpoint';
import { PUSH_QUEUE } from './delivery';
import type { PushMessage } from './messages';

let harness: TestApp;
let pushService: PushEndpoint;
let organizer: Person;
let member: Person;
let spaceId: string;
const today = new Date().toISOString().slice(0, 10);

type Settings = {
  kinds: Record<
    'review_result' | 'submitted_for_approval' | 'assigned' | 'daily_reminder' | 'chore_reminders',
    boolean
  >;
  time_zone: string;
  preferred_task_time: string;
  reminder_hour: number;
  push: { public_key: string; subscriptions: number };
};
type ErrorJson = { error: { code: string; message: string } };

const json = async <T>(response: Response) => (await response.json()) as T;

async function subscribe(person: Person, subscription: TestSubscription, extra: object = {}) {
  const response = await person.browser.post('/api/push/subscriptions', { ...subscription.toJSON(), ...extra });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<{ subscriptions: number }>(response);
}

async function settingsOf(person: Person) {
  return json<Settings>(await person.browser.get('/api/notifications/settings'));
}

/** Messages that reached the subscription, decrypted, once every queued notification has gone out. */
async function messagesTo(subscription: TestSubscription): Promise<PushMessage[]> {
  await waitForQueue(harness, PUSH_QUEUE);
  return pushService.pushesTo(subscription).map((push) => subscription.read(push.body) as PushMessage);
}

async function submittedDailyTask(person: Person, title: string) {
  const added = await person.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today, tasks: [{ title }] });
  const id = (await json<{ tasks: { id: string }[] }>(added)).tasks[0]!.id;
  expect((await person.browser.post(`/api/daily-tasks/${id}/submit`)).status).toBe(200);
  return id;
}

async function spaceTasks() {
  return (
    await json<{ tasks: { id: string; title: string; priority: number; estimated_time: number }[] }>(
      await organizer.browser.get(`/api/spaces/${spaceId}/space-tasks`),
    )
  ).tasks;
}

beforeAll(async () => {
  harness = await createTestApp();
  pushService = await startPushEndpoint();
  [organizer, member] = (await Promise.all(
    ['Orla Organizer', 'Milo Member'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person];
  const created = await organizer.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] });
  spaceId = (await json<{ spaces: { id: string }[] }>(created)).spaces[0]!.id;
  const { invite } = await json<{ invite: { id: string } }>(
    await organizer.browser.post('/api/invites', { space_id: spaceId, role: 'child' }),
  );
  expect((await member.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
});
afterAll(async () => {
  await harness?.close();
  await pushService?.close();
});

describe('settings', () => {
  it('start with every kind on, in UTC, with the key to subscribe with', async () => {
    const person = await signedUpPerson(harness, 'Nell New');
    const settings = await settingsOf(person);
    expect(settings).toEqual({
      kinds: {
        review_result: true,
        submitted_for_approval: true,
        assigned: true,
        daily_reminder: true,
        chore_reminders: true,
      },
      time_zone: 'UTC',
      preferred_task_time: 'morning',
      reminder_hour: 8,
      push: { public_key: harness.services.push.publicKey, subscriptions: 0 },
      // The weekly summary (features/summary) is off until the person chooses a day.
      weekly_summary: { day: null, email: false, push: false },
    });
    expect(Buffer.from(settings.push.public_key, 'base64url')).toHaveLength(65);
  });

  it('switch kinds on and off one at a time, keep the time zone as the runtime spells it, and follow the preferred task time', async () => {
    const person = await signedUpPerson(harness, 'Tess Toggle');
    const changed = await json<Settings>(
      await person.browser.patch('/api/notifications/settings', {
        kinds: { assigned: false },
        time_zone: 'asia/tokyo',
      }),
    );
    expect(changed.kinds).toEqual({
      review_result: true,
      submitted_for_approval: true,
      assigned: false,
      daily_reminder: true,
      chore_reminders: true,
    });
    expect(changed.time_zone).toBe('Asia/Tokyo');
    await person.browser.patch('/api/notifications/settings', {
      kinds: { daily_reminder: false, chore_reminders: false },
    });
    expect((await settingsOf(person)).kinds).toEqual({
      review_result: true,
      submitted_for_approval: true,
      assigned: false,
      daily_reminder: false,
      chore_reminders: false,
    });
    expect((await person.browser.put('/api/preferences', { preferred_task_time: 'evening' })).status).toBe(200);
    expect(await settingsOf(person)).toMatchObject({
      preferred_task_time: 'evening',
      reminder_hour: 18,
      time_zone: 'Asia/Tokyo',
    });
  });

  it.each([
    [{ time_zone: 'Mars/Olympus' }, 'time_zone: Use a time zone name such as Europe/Berlin or America/New_York.'],
    [{ time_zone: '' }, 'time_zone: Use a time zone name such as Europe/Berlin or America/New_York.'],
    [{ kinds: { assigned: 'no' } }, 'kinds.assigned: Send true or false.'],
    [{ kinds: { chore_reminders: null } }, 'kinds.chore_reminders: Send true or false.'],
    [{ kinds: { weekly_digest: true } }, 'kinds'],
  ])('refuse %j with 400 and say why', async (change, message) => {
    const response = await member.browser.patch('/api/notifications/settings', change);
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
  });
});

describe('subscriptions', () => {
  it('count the devices and move an endpoint to whoever subscribes it last', async () => {
    const [first, second] = await Promise.all([
      signedUpPerson(harness, 'Fay First'),
      signedUpPerson(harness, 'Sid Second'),
    ]);
    const phone = pushService.subscription();
    expect(await subscribe(first, phone)).toEqual({ subscriptions: 1 });
    expect(await subscribe(first, phone)).toEqual({ subscriptions: 1 });
    expect(await subscribe(first, pushService.subscription())).toEqual({ subscriptions: 2 });
    // The same phone, now signed in as someone else: it belongs to them from now on.
    expect(await subscribe(second, phone, { time_zone: 'Europe/Berlin' })).toEqual({ subscriptions: 1 });
    expect((await settingsOf(first)).push.subscriptions).toBe(1);
    expect(await settingsOf(second)).toMatchObject({ time_zone: 'Europe/Berlin', push: { subscriptions: 1 } });
  });

  it('are removed only by their own person; an unknown endpoint is fine too', async () => {
    const [owner, other] = await Promise.all([
      signedUpPerson(harness, 'Ona Owner'),
      signedUpPerson(harness, 'Oli Other'),
    ]);
    const phone = pushService.subscription();
    await subscribe(owner, phone);
    expect((await other.browser.delete('/api/push/subscriptions', { endpoint: phone.endpoint })).status).toBe(204);
    expect((await settingsOf(owner)).push.subscriptions).toBe(1);
    expect(
      (await other.browser.delete('/api/push/subscriptions', { endpoint: `${pushService.origin}/push/nobody` })).status,
    ).toBe(204);
    expect((await owner.browser.delete('/api/push/subscriptions', { endpoint: phone.endpoint })).status).toBe(204);
    expect((await settingsOf(owner)).push.subscriptions).toBe(0);
  });

  it('keep at most 10 devices a person, the newest', async () => {
    const person = await signedUpPerson(harness, 'Dee Devices');
    const devices = Array.from({ length: 12 }, () => pushService.subscription());
    for (const device of devices) await subscribe(person, device);
    const kept = await harness.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, person.userId));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      devices
        .slice(2)
        .map((device) => device.endpoint)
        .sort(),
    );
  });

  type Body = ReturnType<TestSubscription['toJSON']>;
  it.each<[string, (subscription: Body) => object, string]>([
    [
      'plain http',
      (s) => ({ ...s, endpoint: 'http://push.example.com/send/1' }),
      'endpoint: Push addresses must start with https://.',
    ],
    [
      'a private address',
      (s) => ({ ...s, endpoint: 'https://192.168.1.20/send/1' }),
      'endpoint: Push addresses must be on the public internet',
    ],
    [
      'a link-local address',
      (s) => ({ ...s, endpoint: 'https://169.254.169.254/latest/meta-data' }),
      'endpoint: Push addresses must be on the public internet',
    ],
    [
      'a local name',
      (s) => ({ ...s, endpoint: 'https://printer.local/send' }),
      'endpoint: Push addresses must be on the public internet',
    ],
    ['not a URL', (s) => ({ ...s, endpoint: 'push me' }), 'endpoint: Send the push address as a full https:// URL.'],
    [
      'a key that is no P-256 point',
      (s) => ({ ...s, keys: { ...s.keys, p256dh: Buffer.alloc(65, 1).toString('base64url') } }),
      'keys.p256dh:',
    ],
    ['a short auth secret', (s) => ({ ...s, keys: { ...s.keys, auth: 'AAAA' } }), 'keys.auth:'],
    ['no keys', (s) => ({ endpoint: s.endpoint }), 'keys'],
    ['an unknown time zone', (s) => ({ ...s, time_zone: 'Atlantis/Capital' }), 'time_zone: Use a time zone name'],
  ])('refuse %s with 400 and say why', async (_case, body, message) => {
    const response = await member.browser.post('/api/push/subscriptions', body(pushService.subscription().toJSON()));
    expect(response.status).toBe(400);
    expect((await json<ErrorJson>(response)).error.message).toContain(message);
  });
});

describe('subscriptions, with the push policy of production', () => {
  // The other tests allow the loopback address for their stand-in push service; this app does not.
  let production: TestApp;
  let person: Person;
  beforeAll(async () => {
    production = await createTestApp({
      settings: { push: { ...defaultTestSettings.push, allowLoopbackEndpoints: false } },
    });
    person = await signedUpPerson(production, 'Pia Production');
  });
  afterAll(() => production?.close());

  it.each([
    'https://localhost./push',
    'https://foo.localhost./push',
    'https://LOCALHOST../push',
    'https://0x7f.1../push',
  ])('refuse %s (this machine, spelled as a fully qualified name) with 400 and say why', async (endpoint) => {
    const response = await person.browser.post('/api/push/subscriptions', {
      ...pushService.subscription().toJSON(),
      endpoint,
    });
    expect(response.status).toBe(400);
    expect(await json<ErrorJson>(response)).toEqual({
      error: {
        code: 'invalid_input',
        message: 'endpoint: Push addresses must be on the public internet, not a local or private network.',
      },
    });
  });
});

describe('the test message', () => {
  it('reaches each device encrypted as RFC 8291 says, signed with our VAPID key for the push service', async () => {
    const person = await signedUpPerson(harness, 'Vic Vapid');
    const phone = pushService.subscription();
    await subscribe(person, phone);
    const before = Date.now();
    expect(await json(await person.browser.post('/api/push/test'))).toEqual({ sent: 1 });

    const [push] = pushService.pushesTo(phone);
    expect(push?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: '300',
      urgency: 'high',
    });
    const { public_key: publicKey } = (await settingsOf(person)).push;
    const claims = verifyVapid(push!.headers.authorization, publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe('mailto:no-reply@tidysteps.test');
    expect(claims.exp * 1000).toBeGreaterThan(before);
    expect(claims.exp * 1000).toBeLessThanOrEqual(before + 24 * 3_600_000 + 60_000);
    expect(phone.read(push!.body)).toEqual({
      kind: 'test',
      title: 'Notifications are on',
      body: 'This is how Tidy Steps will reach you on this device.',
      url: '/settings',
      tag: 'test',
    });
    const [row] = await harness.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(row?.lastSentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('forgets a device the push service says is gone (410)', async () => {
    const person = await signedUpPerson(harness, 'Gil Gone');
    const [kept, gone] = [pushService.subscription(), pushService.subscription()];
    await subscribe(person, kept);
    await subscribe(person, gone);
    pushService.answer(gone, 410);
    expect(await json(await person.browser.post('/api/push/test'))).toEqual({ sent: 1 });
    expect(pushService.pushesTo(gone)).toHaveLength(1);
    expect((await settingsOf(person)).push.subscriptions).toBe(1);
  });
});

describe('notifications about tasks', () => {
  let organizerPhone: TestSubscription;
  let memberPhone: TestSubscription;
  beforeAll(async () => {
    organizerPhone = pushService.subscription();
    memberPhone = pushService.subscription();
    await subscribe(organizer, organizerPhone);
    await subscribe(member, memberPhone);
  });

  it('tell the organizer a task waits for approval, and the member that it was approved, with the points', async () => {
    const taskId = await submittedDailyTask(member, 'Clear the sink');
    expect((await messagesTo(organizerPhone)).at(-1)).toEqual({
      kind: 'submitted_for_approval',
      title: 'Ready for your approval',
      body: 'Milo Member finished “Clear the sink” in Kitchen. Take a look when you have a moment.',
      url: `/space/${spaceId}`,
      tag: `submitted-${taskId}`,
    });
    // The member who submitted it hears nothing about their own submission.
    expect(await messagesTo(memberPhone)).toEqual([]);

    expect((await organizer.browser.post(`/api/daily-tasks/${taskId}/approve`, { points: 12 })).status).toBe(200);
    expect(await messagesTo(memberPhone)).toEqual([
      {
        kind: 'review_result',
        title: 'Task approved!',
        body: 'Orla Organizer approved “Clear the sink”. You earned 12 points.',
        url: `/space/${spaceId}`,
        tag: `review-${taskId}`,
      },
    ]);
    const [push] = pushService.pushesTo(memberPhone);
    expect(push?.headers.ttl).toBe('86400');
  });

  it('tell the member a task was sent back, with the reason', async () => {
    const taskId = await submittedDailyTask(member, 'Sort the spice rack');
    const sentBefore = (await messagesTo(memberPhone)).length;
    await organizer.browser.post(`/api/daily-tasks/${taskId}/reject`, { reason: 'The top shelf still needs a look.' });
    expect((await messagesTo(memberPhone)).slice(sentBefore)).toEqual([
      expect.objectContaining({
        kind: 'review_result',
        title: 'Task sent back',
        body: 'Orla Organizer sent back “Sort the spice rack”: The top shelf still needs a look.',
      }),
    ]);
  });

  it('follow an assignment: assigned to the member, submitted to the organizer, approved back with its points', async () => {
    const [task] = await spaceTasks();
    const memberBefore = (await messagesTo(memberPhone)).length;
    const organizerBefore = (await messagesTo(organizerPhone)).length;
    const assigned = await organizer.browser.post(`/api/space-tasks/${task!.id}/assign`, {
      assigned_to: member.userId,
    });
    const { assignment } = await json<{ assignment: { id: string } }>(assigned);
    expect((await messagesTo(memberPhone)).slice(memberBefore)).toEqual([
      {
        kind: 'assigned',
        title: 'A task for you',
        body: `Orla Organizer asked you to take on “${task!.title}” in Kitchen.`,
        url: `/space/${spaceId}`,
        tag: `assigned-${assignment.id}`,
      },
    ]);
    await member.browser.post(`/api/assignments/${assignment.id}/submit`);
    expect((await messagesTo(organizerPhone)).slice(organizerBefore)).toEqual([
      expect.objectContaining({
        kind: 'submitted_for_approval',
        body: `Milo Member finished “${task!.title}” in Kitchen. Take a look when you have a moment.`,
      }),
    ]);
    await organizer.browser.post(`/api/assignments/${assignment.id}/approve`);
    const points = taskPoints(task!.priority, task!.estimated_time);
    expect((await messagesTo(memberPhone)).slice(memberBefore + 1)).toEqual([
      expect.objectContaining({
        kind: 'review_result',
        title: 'Task approved!',
        body: `Orla Organizer approved “${task!.title}”. You earned ${points} points.`,
      }),
    ]);
  });

  it('stop when the person switches the kind off', async () => {
    const before = (await messagesTo(memberPhone)).length;
    await member.browser.patch('/api/notifications/settings', { kinds: { review_result: false } });
    const taskId = await submittedDailyTask(member, 'Wipe the hob');
    expect((await organizer.browser.post(`/api/daily-tasks/${taskId}/approve`, { points: 10 })).status).toBe(200);
    // Something the member still wants, queued after the approval: once it arrives, the approval had its chance.
    const [, second] = await spaceTasks();
    await organizer.browser.post(`/api/space-tasks/${second!.id}/assign`, { assigned_to: member.userId });
    expect((await messagesTo(memberPhone)).slice(before).map((message) => message.kind)).toEqual(['assigned']);

    await member.browser.patch('/api/notifications/settings', { kinds: { review_result: true } });
    const again = await submittedDailyTask(member, 'Empty the dishwasher');
    await organizer.browser.post(`/api/daily-tasks/${again}/approve`, { points: 10 });
    expect((await messagesTo(memberPhone)).slice(before).map((message) => message.kind)).toEqual([
      'assigned',
      'review_result',
    ]);
  });

  it('never fail the request when they cannot be queued', async () => {
    const taskId = await submittedDailyTask(member, 'Water the plants');
    const { jobs } = harness.services;
    const send = jobs.send;
    jobs.send = () => Promise.reject(new Error('the job queue is down'));
    try {
      const approved = await organizer.browser.post(`/api/daily-tasks/${taskId}/approve`, { points: 10 });
      expect(approved.status).toBe(200);
      expect((await json<{ task: { submission_status: string } }>(approved)).task.submission_status).toBe('approved');
    } finally {
      jobs.send = send;
    }
  });

  it('go to every device of the person and forget the ones that are gone', async () => {
    const tablet = pushService.subscription();
    await subscribe(member, tablet);
    pushService.answer(tablet, 410);
    const before = pushService.pushesTo(memberPhone).length;
    const [, , third] = await spaceTasks();
    await organizer.browser.post(`/api/space-tasks/${third!.id}/assign`, { assigned_to: member.userId });
    await waitForQueue(harness, PUSH_QUEUE);
    expect(pushService.pushesTo(memberPhone)).toHaveLength(before + 1);
    expect(pushService.pushesTo(tablet)).toHaveLength(1);
    const left = await harness.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, tablet.endpoint));
    expect(left).toEqual([]);
  });
});

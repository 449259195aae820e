import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@tidy/domain/time';
import { weekdayOf } from '@tidy/domain/weekly-summary';
import { startMailSink, type MailSink } from '../../../../../e2e/support/mail-sink';
import { notificationSettings } from '../../db/schema';
import { adjustableClock } from '../../platform/clock';
import { testBrowser, type TestBrowser } from '../../../test/browser';
import { createTestApp, silentLogger, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/people';
import { startPushEndpoint, waitForQueue, type PushEndpoint, type TestSubscription } from '../../../test/push-endpoint';
import { PUSH_QUEUE, type PushMessage } from '../notifications/service';
import { SUMMARY_QUEUE, sendDueSummaries, type SummaryJobDeps } from './job';

// The weekly summary as it goes out: e-mail through a real SMTP server, push to a stand-in push service. The
// job runs here by hand at instants the test chooses, on a clock the test moves (the harness leaves out the
// 15-minute schedule). The week's work is done first, at the real time; the clock then moves to the next
// morning, which is the day the summaries are chosen for.

type Member = { browser: TestBrowser; email: string; name: string; userId: string };
type Summary = { week: { starts_on: string }; headlines: string[] };

const clock = adjustableClock();
let sink: MailSink;
let pushService: PushEndpoint;
let harness: TestApp;
let deps: SummaryJobDeps;
let olive: Member, cleo: Member, nora: Member, pete: Member;
let cleosPhone: TestSubscription;

const today = new Date().toISOString().slice(0, 10);
const tomorrow = addDays(today, 1);
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

/** Signs up and confirms through the e-mailed link, which the SMTP server received. */
async function member(name: string): Promise<Member> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const browser = testBrowser(harness);
  expect(
    (await browser.post('/api/auth/sign-up/email', { email, password: TEST_PASSWORD, full_name: name })).status,
  ).toBe(200);
  await browser.open((await sink.waitFor(email, { subject: /Confirm your email/ })).links[0]!);
  const { id } = (await (await browser.get('/api/account')).json()) as { id: string };
  return { browser, email, name, userId: id };
}

async function ok(response: Response, status = 200) {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as Record<string, { id: string; current: { id: string } }>;
}

const summaryMails = (person: Member) =>
  sink.messages.filter((mail) => mail.to.includes(person.email) && /Your week/.test(mail.subject));

async function summaryPushes(subscription: TestSubscription): Promise<PushMessage[]> {
  await waitForQueue(harness, PUSH_QUEUE);
  return pushService.pushesTo(subscription).map((push) => subscription.read(push.body) as PushMessage);
}

async function lastSummaryOn(person: Member) {
  const [row] = await harness.database.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, person.userId));
  return row?.lastSummaryOn ?? null;
}

beforeAll(async () => {
  sink = await startMailSink();
  pushService = await startPushEndpoint();
  harness = await createTestApp({
    settings: { clock, mail: { transport: 'smtp', url: sink.url, from: 'Tidy Steps <hello@tidysteps.test>' } },
  });
  const { services } = harness;
  deps = {
    db: harness.database.db,
    jobs: services.jobs,
    push: services.push,
    logger: silentLogger,
    mailer: services.mailer,
    publicUrl: TEST_PUBLIC_URL,
  };
  [olive, cleo, nora, pete] = (await Promise.all(
    ['Olive Organizer', 'Cleo Child', 'Nora Never', 'Pete Pushless'].map(member),
  )) as [Member, Member, Member, Member];

  // This week: Cleo's chore is approved (10 points) and she buys a reward (4 points).
  const { spaces } = (await (
    await olive.browser.post('/api/home', { spaces: [{ name: 'Kitchen', space_type: 'kitchen' }] })
  ).json()) as {
    spaces: { id: string }[];
  };
  const kitchen = spaces[0]!.id;
  const { invite } = await ok(await olive.browser.post('/api/invites', { space_id: kitchen, role: 'child' }), 201);
  await ok(await cleo.browser.post(`/api/invites/${invite!.id}/accept`));
  const { chore } = await ok(
    await olive.browser.post(`/api/spaces/${kitchen}/chores`, {
      title: 'Empty the dishwasher',
      estimated_time: 10,
      points: 10,
      rule: { kind: 'every_n_days', interval: 2 },
      starts_on: today,
      assignment: { mode: 'one', member: cleo.userId },
    }),
    201,
  );
  await ok(await cleo.browser.post(`/api/chore-occurrences/${chore!.current.id}/complete`));
  await ok(await olive.browser.post(`/api/chore-occurrences/${chore!.current.id}/approve`));
  const { reward } = await ok(
    await olive.browser.post(`/api/spaces/${kitchen}/rewards`, { title: 'Ice cream', cost: 4 }),
    201,
  );
  const { request } = await ok(await cleo.browser.post(`/api/rewards/${reward!.id}/requests`, {}), 201);
  await ok(await olive.browser.post(`/api/reward-requests/${request!.id}/approve`, {}));
  // Nora and Pete are in the kitchen too, so their summaries would have something in them.
  for (const person of [nora, pete]) {
    const { invite: theirs } = await ok(
      await olive.browser.post('/api/invites', { space_id: kitchen, role: 'parent' }),
      201,
    );
    await ok(await person.browser.post(`/api/invites/${theirs!.id}/accept`));
  }

  // The summaries are for tomorrow, on a clock in UTC. Cleo wants the e-mail and the push on her phone.
  const day = weekdayOf(tomorrow);
  await ok(await olive.browser.patch('/api/notifications/settings', { weekly_summary: { day, email: true } }));
  cleosPhone = pushService.subscription();
  await ok(await cleo.browser.post('/api/push/subscriptions', { ...cleosPhone.toJSON(), time_zone: 'UTC' }), 201);
  await ok(
    await cleo.browser.patch('/api/notifications/settings', { weekly_summary: { day, email: true, push: true } }),
  );
  // Nora asked for e-mail but chose no day; Pete chose a day but neither e-mail nor push.
  await ok(await nora.browser.patch('/api/notifications/settings', { weekly_summary: { day: null, email: true } }));
  await ok(await pete.browser.patch('/api/notifications/settings', { weekly_summary: { day } }));
}, 180_000);

afterAll(async () => {
  await harness?.close();
  await sink?.close();
  await pushService?.close();
});

describe('the weekly summary job', () => {
  it('sends nothing before 08:00 on the chosen day', async () => {
    clock.set(at(today, '23:00'));
    expect(await sendDueSummaries(deps, clock.now())).toBe(0);
    clock.set(at(tomorrow, '07:59'));
    expect(await sendDueSummaries(deps, clock.now())).toBe(0);
    expect(await lastSummaryOn(olive)).toBeNull();
  });

  it('sends each person their summary once from 08:00, also when two runs race', async () => {
    clock.set(at(tomorrow, '08:00'));
    const runs = await Promise.all([0, 1].map(() => sendDueSummaries(deps, clock.now())));
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await lastSummaryOn(olive)).toBe(tomorrow);
    expect(await lastSummaryOn(cleo)).toBe(tomorrow);
    expect(await lastSummaryOn(nora)).toBeNull();
    expect(await lastSummaryOn(pete)).toBeNull();
  });

  it('e-mails the organizer the numbers of the week, the same headlines as the page, and a link to it', async () => {
    const mail = await sink.waitFor(olive.email, { subject: /^Your week in Tidy Steps: / });
    const page = (await (await olive.browser.get(`/api/summary?week=${today}`)).json()) as Summary;
    expect(mail.from).toContain('hello@tidysteps.test');
    expect(mail.subject).toMatch(/^Your week in Tidy Steps: \d{1,2} (\w{3} )?(\d{4} )?to \d{1,2} \w{3} \d{4}$/);
    for (const headline of page.headlines) expect(mail.text).toContain(headline);
    expect(mail.text).toContain('Your household ');
    expect(mail.text).toContain('Cleo Child did the most chores: 1.');
    expect(mail.text).toContain('1 reward was redeemed.');
    expect(mail.text).toContain('Kitchen — You: 0 chores; Cleo Child: 1 chore, 10 points earned, 4 spent; ');
    const link = `${TEST_PUBLIC_URL}/summary?week=${page.week.starts_on}`;
    expect(mail.links).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Open your weekly summary');
  });

  it('e-mails and pushes the child her own numbers, and only her own points', async () => {
    const mail = await sink.waitFor(cleo.email, { subject: /^Your week in Tidy Steps: / });
    const page = (await (await cleo.browser.get(`/api/summary?week=${today}`)).json()) as Summary;
    for (const headline of page.headlines) expect(mail.text).toContain(headline);
    expect(mail.text).toContain('You spent 4 points on rewards.');
    expect(mail.text).toContain(
      'Kitchen — You: 1 chore, 10 points earned, 4 spent; Nora Never: 0 chores; Olive Organizer: 0 chores; ',
    );
    expect(await summaryPushes(cleosPhone)).toEqual([
      {
        kind: 'weekly_summary',
        title: 'Your week in Tidy Steps',
        body: page.headlines.slice(0, 2).join(' '),
        url: `/summary?week=${page.week.starts_on}`,
        tag: 'weekly-summary',
      },
    ]);
  });

  it('does not send again later that day, nor the next day, and sends nothing to those who did not ask', async () => {
    clock.set(at(tomorrow, '09:30'));
    expect(await sendDueSummaries(deps, clock.now())).toBe(0);
    clock.set(at(addDays(tomorrow, 1), '08:00'));
    expect(await sendDueSummaries(deps, clock.now())).toBe(0);
    await waitForQueue(harness, 'mail.send');
    expect(summaryMails(olive)).toHaveLength(1);
    expect(summaryMails(cleo)).toHaveLength(1);
    expect(summaryMails(nora)).toEqual([]);
    expect(summaryMails(pete)).toEqual([]);
    expect(await summaryPushes(cleosPhone)).toHaveLength(1);
  });

  it('comes again a week later on the chosen day, and not once the person sets it to Off', async () => {
    await ok(await cleo.browser.patch('/api/notifications/settings', { weekly_summary: { day: null } }));
    clock.set(at(addDays(tomorrow, 7), '08:15'));
    expect(await sendDueSummaries(deps, clock.now())).toBe(1);
    await sink.waitFor(olive.email, { subject: /^Your week in Tidy Steps: /, nth: 2 });
    await waitForQueue(harness, 'mail.send');
    expect(summaryMails(cleo)).toHaveLength(1);
    expect(await lastSummaryOn(olive)).toBe(addDays(tomorrow, 7));
  });
});

describe('the weekly summary schedule', () => {
  it('puts a summary job on its own queue every 15 minutes, in UTC', async () => {
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
        sql`select name, cron, timezone from pgboss.schedule where name = ${SUMMARY_QUEUE}`,
      )) as unknown as { rows: { name: string; cron: string; timezone: string }[] };
      expect(result.rows).toEqual([{ name: 'weekly-summary', cron: '*/15 * * * *', timezone: 'UTC' }]);
    } finally {
      await scheduled.close();
    }
  });
});

describe('the weekly summary settings', () => {
  it('are off until chosen, and refuse a day that is not one', async () => {
    const settings = (await (await nora.browser.get('/api/notifications/settings')).json()) as {
      weekly_summary: unknown;
    };
    expect(settings.weekly_summary).toEqual({ day: null, email: true, push: false });
    const fresh = (await (await olive.browser.get('/api/notifications/settings')).json()) as {
      weekly_summary: { day: number };
    };
    expect(fresh.weekly_summary).toEqual({ day: weekdayOf(tomorrow), email: true, push: false });
    for (const day of [7, -1, 1.5, 'monday']) {
      const response = await olive.browser.patch('/api/notifications/settings', { weekly_summary: { day } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'weekly_summary.day: Choose a day from 0 (Sunday) to 6 (Saturday), or null for no summary.',
      );
    }
    const unknown = await olive.browser.patch('/api/notifications/settings', { weekly_summary: { hour: 9 } });
    expect(unknown.status).toBe(400);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { SIGNED_IN_STATE_ID, type SignedInState } from '@tidy/domain/signed-in-page';
import { todayIsoDate } from '@tidy/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signedUpPerson, type Person } from '../../test/people';

// Today rendered by the server for the signed-in person who opens / (decision 025), with the web build's own
// render module (apps/web/dist-ssr, made by `npm run build`; this file runs in the test stage after the build).
// What a person would notice: their own day in the page itself, for their own date; nobody else's; nothing kept
// by a cache; and the plain app shell whenever the page could not be made as they would see it.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const webDist = path.join(repoRoot, 'apps/web/dist');
if (!existsSync(path.join(repoRoot, 'apps/web/dist-ssr/render-page.js'))) {
  throw new Error('apps/web/dist-ssr is missing: run `npm run build` first (npm test does)');
}

let harness: TestApp;
let organizer: Person;
let stranger: Person;
let newcomer: Person;
const serverToday = todayIsoDate(new Date(), 'UTC');

const STATE = new RegExp(`<script type="application/json" id="${SIGNED_IN_STATE_ID}">([^<]*)</script>`);

function stateOf(html: string): SignedInState | null {
  const found = STATE.exec(html);
  return found ? (JSON.parse(found[1]!) as SignedInState) : null;
}

const cookiesOf = (person: Person) => [...person.browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function openHome(person: Person, timeZone: string | null) {
  if (timeZone === null) person.browser.jar.delete('tidy_time_zone');
  else person.browser.jar.set('tidy_time_zone', encodeURIComponent(timeZone));
  const response = await person.browser.get('/');
  return { response, html: await response.text() };
}

beforeAll(async () => {
  harness = await createTestApp({ webDistDir: webDist });
  [organizer, stranger, newcomer] = (await Promise.all(
    ['Orla Organizer', 'Stu Stranger', 'Nia Newcomer'].map((name) => signedUpPerson(harness, name)),
  )) as [Person, Person, Person];
  // A space name that tries to end the page's script: it must stay text.
  for (const [person, spaces] of [
    [organizer, [{ name: 'Den </script><script>alert(1)</script>', space_type: 'living-room' }]],
    [stranger, [{ name: 'Shed', space_type: 'garage' }]],
  ] as const) {
    const created = await person.browser.post('/api/home', { spaces, today: serverToday });
    expect(created.status, await created.clone().text()).toBe(201);
  }
}, 60_000);
afterAll(() => harness.close());

describe('Today rendered on the server', () => {
  it("sends the person's day in the page, for their own date, with the very answers the API gives them", async () => {
    for (const timeZone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const { response, html } = await openHome(organizer, timeZone);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
      const state = stateOf(html);
      expect(state).not.toBeNull();
      const date = todayIsoDate(new Date(), timeZone);
      expect(state!.date).toBe(date);
      expect(state!.address).toBe('/');
      const today = await (await organizer.browser.get(`/api/today?date=${date}`)).json();
      const answer = state!.answers.find((entry) => entry.key[0] === 'today');
      expect(answer).toEqual({ key: ['today', date], data: today });
      // What the person sees before any script runs: Today, greeting them, with their tasks.
      expect(html).toContain('id="today-heading"');
      expect(html).toContain('Hello, Orla');
      const titles = (today as { items: { title: string }[] }).items.map((item) => item.title);
      // The starter tasks are for the day the home was set up (the server's, in UTC).
      if (date === serverToday) expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(html).toContain(title.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    }
  });

  it('keeps a hostile name as text: the JSON cannot end its script, the page shows it escaped', async () => {
    const { html } = await openHome(organizer, 'UTC');
    const state = STATE.exec(html)![1]!;
    expect(state).not.toMatch(/<\/script/i);
    expect(state).toContain('\\u003c/script\\u003e');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(JSON.stringify(stateOf(html))).toContain('Den </script><script>alert(1)</script>');
  });

  it('shows each person only their own day', async () => {
    const { html } = await openHome(stranger, 'UTC');
    expect(html).toContain('Hello, Stu');
    expect(html).toContain('Shed');
    expect(html).not.toContain('Orla');
    expect(html).not.toContain('Den ');
  });

  it('sends the app shell when the page cannot be made as the person would see it', async () => {
    const shell = (html: string, response: Response) => {
      expect(stateOf(html)).toBeNull();
      expect(html).not.toContain('id="today-heading"');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    };
    // No time zone yet (the app sets it once it runs), or one that is no zone at all.
    for (const zone of [null, 'Mars/Olympus', '']) {
      const { response, html } = await openHome(organizer, zone);
      shell(html, response);
    }
    // Someone who has not set up their home goes to onboarding: the app decides that.
    const fresh = await openHome(newcomer, 'UTC');
    shell(fresh.html, fresh.response);
    // A HEAD request and any other address get the shell as before.
    organizer.browser.jar.set('tidy_time_zone', 'UTC');
    const head = await harness.app.request('/', { method: 'HEAD', headers: { cookie: cookiesOf(organizer) } });
    expect(head.headers.get('cache-control')).toBe('no-cache');
    const todo = await organizer.browser.get('/todo');
    shell(await todo.text(), todo);
  });

  it('renders nothing of anyone for a session that has ended', async () => {
    const cookie = cookiesOf(stranger);
    expect((await stranger.browser.post('/api/auth/sign-out')).status).toBe(200);
    // The ended session's cookie, sent again as a stolen or stale copy would be.
    const response = await harness.app.request('/', { headers: { cookie: `${cookie}; tidy_time_zone=UTC` } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(stateOf(html)).toBeNull();
    expect(html).not.toContain('Shed');
    expect(html).not.toContain('Stu');
  });
});

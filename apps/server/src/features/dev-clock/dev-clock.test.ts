import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustableClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson } from '../../../test/people';

// The server's clock in tests that live through days (TEST_CLOCK=adjustable): /dev/clock moves it, and the
// dates devices send ("today") are checked against it.

async function listen(harness: TestApp) {
  const server = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const put = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('an adjustable clock', () => {
  let harness: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    harness = await createTestApp({ settings: { clock: adjustableClock() } });
    server = await listen(harness);
  });
  afterAll(async () => {
    server.close();
    await harness.close();
  });

  it('moves to an instant and runs on; a date sent as "today" is checked against it', async () => {
    const person = await signedUpPerson(harness, 'Tia Traveller');
    const { spaces } = (await (await person.browser.post('/api/home', { spaces: [{ name: 'Hall', space_type: 'other' }] })).json()) as {
      spaces: { id: string }[];
    };
    const later = new Date(Date.now() + 10 * 86_400_000);
    const laterDay = later.toISOString().slice(0, 10);
    const addOn = (date: string) => person.browser.post(`/api/spaces/${spaces[0]!.id}/daily-tasks`, { date, tasks: [{ title: 'Sweep' }] });
    expect((await addOn(laterDay)).status).toBe(400);

    const moved = await put(`${server.base}/dev/clock`, { now: later.toISOString() });
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: string };
    expect(Math.abs(Date.parse(now) - later.getTime())).toBeLessThan(5_000);
    expect((await addOn(laterDay)).status).toBe(201);

    const reset = await fetch(`${server.base}/dev/clock`, { method: 'DELETE' });
    expect(reset.status).toBe(200);
    expect((await addOn(laterDay)).status).toBe(400);
  });

  it('refuses what is not an instant, and anyone not on this machine', async () => {
    expect((await put(`${server.base}/dev/clock`, { now: 'next tuesday' })).status).toBe(400);
    expect((await put(`${server.base}/dev/clock`, { now: new Date().toISOString() }, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(404);
    expect((await harness.app.request('/dev/clock')).status).toBe(404);
  });
});

describe('the real clock', () => {
  let harness: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    harness = await createTestApp();
    server = await listen(harness);
  });
  afterAll(async () => {
    server.close();
    await harness.close();
  });

  it('cannot be moved: /dev/clock is not served', async () => {
    expect((await fetch(`${server.base}/dev/clock`)).status).toBe(404);
    expect((await put(`${server.base}/dev/clock`, { now: new Date().toISOString() })).status).toBe(404);
  });
});

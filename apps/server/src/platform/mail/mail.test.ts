import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaces } from '../../db/schema';
import { testBrowser, waitForMail } from '../../../test/browser';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness';
import { signedUpPerson } from '../../../test/people';
import { outboxTransport } from './outbox';

describe('the development outbox', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('prints each message with its links to the console, for a newcomer with no mail server', async () => {
    let printed = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        printed += String(chunk);
        done();
      },
    });
    const transport = outboxTransport(database.db, pino({ level: 'info' }, sink));
    await transport.send({
      to: 'nia@example.com',
      subject: 'Confirm your email for Tidy Steps',
      text: 'Confirm: http://localhost:3000/api/auth/verify-email?token=abc',
      html: '<p>Confirm</p>',
      links: ['http://localhost:3000/api/auth/verify-email?token=abc'],
    });
    expect(printed).toContain('E-mail to nia@example.com: \\"Confirm your email for Tidy Steps\\"');
    expect(printed).toContain('http://localhost:3000/api/auth/verify-email?token=abc');
  });
});

describe('a mail server that does not answer', () => {
  let harness: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: every delivery attempt fails.
    harness = await createTestApp({ settings: { mail: { transport: 'smtp', url: 'smtp://127.0.0.1:9', from: 'x@example.com' } } });
  });
  afterAll(() => harness.close());

  it('never fails the request that sends an e-mail: the job queue keeps retrying', async () => {
    const started = Date.now();
    const response = await testBrowser(harness).post('/api/auth/sign-up/email', {
      email: `down.${Date.now()}@example.com`,
      password: 'kettle-boils-twice',
      full_name: 'Dee Down',
    });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('an e-mail subject', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness.close());

  it('stays one line when a name stored before names had to be one line holds line breaks', async () => {
    const organizer = await signedUpPerson(harness, 'Ida Inviter');
    const created = await organizer.browser.post('/api/home', { spaces: [{ name: 'Den', space_type: 'other' }] });
    const spaceId = ((await created.json()) as { spaces: { id: string }[] }).spaces[0]!.id;
    await harness.database.db.update(spaces).set({ name: 'Den\r\nBcc: eve@example.com\r\n\t' }).where(eq(spaces.id, spaceId));

    const invitee = 'ina.line@example.com';
    expect((await organizer.browser.post('/api/invites', { space_id: spaceId, role: 'child', email: invitee })).status).toBe(201);
    const mail = await waitForMail(harness, invitee);
    expect(mail.subject).toBe('Ida Inviter invited you to Den Bcc: eve@example.com on Tidy Steps');
  });
});

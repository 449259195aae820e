import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailSink, type MailSink } from '../../../../../e2e/support/mail-sink';
import { startOidcServer, type OidcServer } from '../../../../../e2e/support/oidc-server';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';

// Sign-in against real peers at the network edge: an SMTP server, an OpenID Connect server, a real socket.

describe('e-mail over SMTP', () => {
  let sink: MailSink;
  let harness: TestApp;
  beforeAll(async () => {
    sink = await startMailSink();
    harness = await createTestApp({ settings: { mail: { transport: 'smtp', url: sink.url, from: 'Tidy Steps <hello@tidysteps.test>' } } });
  });
  afterAll(async () => {
    await harness.close();
    await sink.close();
  });

  it('delivers the confirmation e-mail to the SMTP server, in text and HTML, and its link works', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    const browser = testBrowser(harness);
    await browser.post('/api/auth/sign-up/email', { email, password: 'kettle-boils-twice', full_name: 'Mo Smith' });
    const mail = await sink.waitFor(email, { subject: /Confirm your email/ });
    expect(mail.from).toContain('hello@tidysteps.test');
    expect(mail.text).toContain('Hi Mo Smith, welcome to Tidy Steps!');
    expect(mail.html).toContain('Confirm my email');
    expect(await harness.mailTo(email)).toEqual([]); // nothing in the outbox when SMTP is set
    const { landedOn } = await browser.open(mail.links[0]!);
    expect(landedOn).toBe('/redirect?confirmed=1');
  });

  it('does not serve /dev/mail while SMTP is the transport', async () => {
    const server = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      expect((await fetch(`http://127.0.0.1:${port}/dev/mail`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('the development outbox page', () => {
  let harness: TestApp;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    harness = await createTestApp();
    const server = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await harness.close();
  });

  it('shows kept e-mails, newest first, with their links, to this machine only', async () => {
    const email = `outbox.${Date.now()}@example.com`;
    await testBrowser(harness).post('/api/auth/sign-up/email', { email, password: 'kettle-boils-twice', full_name: 'Jo <b>Bold</b>' });
    await testBrowser(harness).post('/api/auth/sign-in/magic-link', { email });
    for (let tries = 0; (await harness.mailTo(email)).length < 2 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await fetch(`${base}/dev/mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page.indexOf('Your Tidy Steps sign-in link')).toBeLessThan(page.indexOf('Confirm your email for Tidy Steps'));
    expect(page).toMatch(/<a class="button" href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(page).toContain('Jo &lt;b&gt;Bold&lt;/b&gt;');
    expect(page).not.toContain('<b>Bold</b>');

    const proxied = await fetch(`${base}/dev/mail`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(proxied.status).toBe(404);
  });

  it('is not served to an in-process request that has no socket to vouch for it', async () => {
    expect((await harness.app.request('/dev/mail')).status).toBe(404);
  });
});

describe('Google sign-in through OpenID Connect', () => {
  let oidc: OidcServer;
  let harness: TestApp;
  beforeAll(async () => {
    oidc = await startOidcServer();
    harness = await createTestApp({
      settings: { google: { clientId: oidc.clientId, clientSecret: oidc.clientSecret, discoveryUrl: oidc.discoveryUrl } },
    });
  });
  afterAll(async () => {
    await harness.close();
    await oidc.close();
  });

  it('offers Google, and signs a new person in with their Google name and e-mail', async () => {
    expect(await (await harness.app.request('/api/auth/providers')).json()).toEqual({ google: true });
    oidc.nextUser = { sub: 'g-123', email: 'gale@example.com', name: 'Gale Googler' };
    const browser = testBrowser(harness);
    const start = await browser.post('/api/auth/sign-in/google', { redirect: '/?invite=xyz' });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(oidc.issuerUrl)).toBe(true);

    const authorize = await fetch(url, { redirect: 'manual' });
    const callback = authorize.headers.get('location')!;
    expect(callback).toMatch(/^http:\/\/localhost:3000\/api\/auth\/callback\/google\?/);
    const { landedOn } = await browser.open(callback);
    expect(landedOn).toBe('/?invite=xyz');
    const session = (await (await browser.get('/api/auth/session')).json()) as { user: { email: string; full_name: string } };
    expect(session.user).toMatchObject({ email: 'gale@example.com', full_name: 'Gale Googler' });
  });

  it('sends a declined sign-in back to /auth with the provider error', async () => {
    const browser = testBrowser(harness);
    const start = await browser.post('/api/auth/sign-in/google', {});
    const state = new URL(((await start.json()) as { url: string }).url).searchParams.get('state');
    const { landedOn } = await browser.open(
      `/api/auth/callback/google?state=${state}&error=access_denied&error_description=User%20cancelled`,
    );
    expect(landedOn).toMatch(/^\/auth\?error=access_denied/);
  });

  it('sends a stale or forged callback to /auth with an error, not to an error page of its own', async () => {
    const { landedOn } = await testBrowser(harness).open('/api/auth/callback/google?code=forged&state=forged');
    expect(landedOn).toMatch(/^\/auth\?error=/);
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    const harness = await createTestApp({ settings: { publicUrl: 'https://tidy.example.com' } });
    try {
      const email = `https.${Date.now()}@example.com`;
      const browser = testBrowser(harness);
      await browser.post('/api/auth/sign-up/email', { email, password: 'kettle-boils-twice', full_name: 'Pat' }, { origin: 'https://tidy.example.com' });
      let mail;
      for (let tries = 0; !(mail = (await harness.mailTo(email))[0]) && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const response = await browser.get(mail!.links[0]!.replace('https://tidy.example.com', ''));
      const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      await harness.close();
    }
  });
});

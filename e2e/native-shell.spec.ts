import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpAndSignIn, TEST_PASSWORD } from './support/accounts';
import { freePort, startAppServer, type AppServer } from './support/app-server';
import { expect, test } from './support/fixtures';

// The phone shell's build (decision 013) in a real browser: pages from one origin, as Capacitor serves them
// from the phone, and the API on another, reached with a bearer token and CORS, never a cookie. The shell
// build is made here (into a temporary folder, never dist) for a server started on a known port.

const root = path.resolve(import.meta.dirname, '..');
const TOKEN_KEY = 'tidyAuthToken';

let api: AppServer;
let apiUrl: string;
let shellUrl: string;
let shellFiles: string;
let shellServer: Server;

async function buildShell(apiOrigin: string, outDir: string) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, VITE_API_ORIGIN: apiOrigin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The shell build failed:\n${output}`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** Serves the built files as Capacitor does on the phone: a file when there is one, else index.html. */
function serveShell(dir: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://shell').pathname);
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile())
      file = path.join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const [apiPort, shellPort] = [await freePort(), await freePort()];
  apiUrl = `http://localhost:${apiPort}`;
  // Another site than the API's (127.0.0.1 against localhost), as capacitor://localhost is.
  shellUrl = `http://127.0.0.1:${shellPort}`;
  shellFiles = mkdtempSync(path.join(tmpdir(), 'tidy-shell-'));
  await buildShell(apiUrl, shellFiles);
  shellServer = await serveShell(shellFiles, shellPort);
  api = await startAppServer({ PORT: String(apiPort), PUBLIC_URL: apiUrl, CORS_ORIGINS: shellUrl });
});

test.afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => shellServer?.close(resolve));
  if (shellFiles) rmSync(shellFiles, { recursive: true, force: true });
});

test('the shell build signs in with a bearer token, follows live changes, shows photos and signs out', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Someone with a space and a photo, made in a browser on the server's own site (cookie, same origin).
  const webContext = await browser.newContext({ baseURL: apiUrl });
  const web = await webContext.newPage();
  const email = await signUpAndSignIn(web, 'Nia Native');
  const created = await web.request.post('/api/home', { data: { spaces: [{ name: 'Laundry', space_type: 'other' }] } });
  expect(created.status()).toBe(201);
  const spaceId: string = (await created.json()).spaces[0].id;
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#c07030' } })
    .png()
    .toBuffer();
  const setup = await web.request.post(`/api/spaces/${spaceId}/setup`, {
    multipart: { photos: { name: 'basket.png', mimeType: 'image/png', buffer: png }, labels: 'basket' },
  });
  expect(setup.status()).toBe(202);

  // The shell: sign in with e-mail and password.
  const shellContext = await browser.newContext({ baseURL: shellUrl });
  const shell = await shellContext.newPage();
  const problems: string[] = [];
  shell.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  shell.on('pageerror', (error) => problems.push(error.message));
  const apiCalls: { url: string; authorization: string | undefined }[] = [];
  shell.on('request', (request) => {
    if (request.url().startsWith(`${apiUrl}/api/`)) {
      apiCalls.push({ url: request.url(), authorization: request.headers()['authorization'] });
    }
  });
  await shell.goto('/auth');
  await shell.getByLabel('Email').fill(email);
  await shell.getByLabel('Password').fill(TEST_PASSWORD);
  await shell.getByRole('button', { name: 'Sign In' }).click();
  await expect(shell.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const token = await storedToken(shell);
  expect(token).toBeTruthy();
  // No cookie of the API's ever reaches the shell, and every call after sign-in carries the token.
  expect(await shellContext.cookies(apiUrl)).toEqual([]);
  const afterSignIn = apiCalls.slice(apiCalls.findIndex((call) => call.url.endsWith('/api/auth/sign-in/email')) + 1);
  expect(afterSignIn.length).toBeGreaterThan(0);
  for (const call of afterSignIn) expect(call.authorization, call.url).toBe(`Bearer ${token}`);

  // The space follows live changes through the event stream, read with fetch since it needs the token.
  const stream = shell.waitForResponse((response) => response.url() === `${apiUrl}/api/spaces/${spaceId}/events`);
  await shell.goto(`/space/${spaceId}`);
  await expect(shell.getByRole('heading', { level: 1, name: 'Laundry' })).toBeVisible();
  const events = await stream;
  expect(events.status()).toBe(200);
  expect(events.request().resourceType()).toBe('fetch');
  expect(events.request().headers()['authorization']).toBe(`Bearer ${token}`);
  const added = await web.request.post(`/api/spaces/${spaceId}/daily-tasks`, {
    data: { date: localDate(), tasks: [{ title: 'Fold the towels', estimated_time: 10 }] },
  });
  expect(added.status()).toBe(201);
  await expect(shell.getByRole('list', { name: "Today's tasks" }).getByText('Fold the towels')).toBeVisible();

  // The photo comes from the API's origin by its signed address.
  const photo = shell
    .getByRole('region', { name: 'Your photos' })
    .getByRole('img', { name: 'Open basket in full size' });
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).toMatch(new RegExp(`^${apiUrl}/api/photos/.+signature=`));
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // A reload keeps the person signed in (the kept token); signing out forgets it.
  await shell.reload();
  await expect(shell.getByRole('heading', { level: 1, name: 'Laundry' })).toBeVisible();
  await shell.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await shell.getByRole('alertdialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(shell.getByText('Signed Out Successfully')).toBeVisible();
  expect(await storedToken(shell)).toBeNull();
  // Sign-out is global: the old token no longer opens anything.
  const refused = await shell.request.get(`${apiUrl}/api/spaces`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  expect(problems, 'the shell reported errors').toEqual([]);

  await shellContext.close();
  await webContext.close();
});

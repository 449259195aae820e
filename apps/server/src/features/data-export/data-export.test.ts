import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, spacePhotos, users } from '../../db/schema';
import { adjustableClock } from '../../platform/clock';
import { testBrowser } from '../../../test/browser';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signedUpPerson, type Person } from '../../../test/people';
import { NOT_PERSONAL, PERSONAL_TABLES, schemaTables } from './contents';
import { sweepExpiredExports } from './service';

// A person's copy of their data (issue 20), as they ask for it, receive it and download it: everything that is
// theirs, nothing that is someone else's, never another household's, and gone after 24 hours.

type DataExport = {
  id: string;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: number | null;
  download_path: string | null;
};

const clock = adjustableClock();
let harness: TestApp;
let ann: Person, cy: Person, eve: Person;
let kitchen: string, attic: string;
const json = async <T>(response: Response) => (await response.json()) as T;
const today = () => clock.now().toISOString().slice(0, 10);

async function spaceOf(owner: Person, name: string): Promise<string> {
  const { spaces } = await json<{ spaces: { id: string }[] }>(
    await owner.browser.post('/api/home', { spaces: [{ name, space_type: 'kitchen' }] }),
  );
  return spaces[0]!.id;
}

async function dailyTask(person: Person, spaceId: string, title: string) {
  const { tasks } = await json<{ tasks: { id: string }[] }>(
    await person.browser.post(`/api/spaces/${spaceId}/daily-tasks`, { date: today(), tasks: [{ title }] }),
  );
  return tasks[0]!.id;
}

/** Asks for an export and waits for the job to have made it. */
async function exportOf(person: Person): Promise<{ view: DataExport; files: Record<string, Uint8Array> }> {
  const asked = await person.browser.post('/api/account/exports');
  expect(asked.status, await asked.clone().text()).toBe(202);
  const { id } = await json<DataExport>(asked);
  let view: DataExport | undefined;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const { exports } = await json<{ exports: DataExport[] }>(await person.browser.get('/api/account/exports'));
    view = exports.find((item) => item.id === id);
    if (view?.status !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(view?.status).toBe('ready');
  const download = await person.browser.get(view!.download_path!);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/zip');
  expect(download.headers.get('cache-control')).toBe('private, no-store');
  expect(download.headers.get('content-disposition')).toMatch(
    /^attachment; filename="tidy-steps-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const zipped = unzipSync(new Uint8Array(await download.arrayBuffer()));
  const files = Object.fromEntries(
    Object.entries(zipped).map(([name, bytes]) => [name.replace(/^tidy-steps-data\//, ''), bytes]),
  );
  return { view: view!, files };
}

const text = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .filter(([name]) => !name.startsWith('photos/'))
    .map(([name, bytes]) => `${name}\n${strFromU8(bytes)}`)
    .join('\n');

beforeAll(async () => {
  harness = await createTestApp({ settings: { clock } });
  [ann, cy, eve] = await Promise.all([
    signedUpPerson(harness, 'Ann Archer'),
    signedUpPerson(harness, 'Cy Archer'),
    signedUpPerson(harness, 'Eve Elsewhere'),
  ]);
  kitchen = await spaceOf(ann, 'Ann Kitchen');
  const { invite } = await json<{ invite: { id: string } }>(
    await ann.browser.post('/api/invites', { space_id: kitchen, role: 'child' }),
  );
  expect((await cy.browser.post(`/api/invites/${invite.id}/accept`)).status).toBe(200);
  // Cy earns points the real way: a daily task, submitted and approved by Ann.
  const cyTask = await dailyTask(cy, kitchen, 'Cy waters the basil');
  expect((await cy.browser.post(`/api/daily-tasks/${cyTask}/submit`)).status).toBe(200);
  expect((await ann.browser.post(`/api/daily-tasks/${cyTask}/approve`, { points: 7 })).status).toBe(200);
  await dailyTask(ann, kitchen, 'Ann sorts the spice rack');
  expect((await ann.browser.post('/api/todo', { task: 'Ann empties the junk drawer', estimatedTime: 10 })).status).toBe(
    201,
  );
  const form = new FormData();
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3070c0' } })
    .png()
    .toBuffer();
  form.append('photos', new File([png], 'shelf.png', { type: 'image/png' }));
  form.append('labels', 'shelf');
  expect((await ann.browser.upload(`/api/spaces/${kitchen}/setup`, form)).status).toBe(202);

  // Another household, which no export of Ann's or Cy's may show.
  attic = await spaceOf(eve, 'Eve Attic');
  await dailyTask(eve, attic, 'Eve labels the attic boxes');
  expect((await eve.browser.post('/api/todo', { task: 'Eve secret errand', estimatedTime: 5 })).status).toBe(201);
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('what an export holds', () => {
  it('lists every table that refers to a person, as theirs or with the reason it is not', () => {
    const listed = new Set([
      ...PERSONAL_TABLES.map((entry) => entry.table),
      ...NOT_PERSONAL.map((entry) => entry.table),
    ]);
    const referring = schemaTables().filter(
      (table) =>
        table === users ||
        getTableConfig(table).foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === 'users'),
    );
    expect(referring.length).toBeGreaterThan(20);
    const missing = referring.filter((table) => !listed.has(table)).map((table) => getTableConfig(table).name);
    expect(missing, 'add these tables to PERSONAL_TABLES or NOT_PERSONAL in contents.ts').toEqual([]);
  });
});

describe('a person’s export', () => {
  it('holds the organizer’s own data, photos and their space’s files, and nothing of another household', async () => {
    const { files } = await exportOf(ann);
    for (const entry of PERSONAL_TABLES) expect(Object.keys(files)).toContain(`data/${entry.file}.json`);
    const readme = strFromU8(files['README.md']!);
    for (const entry of PERSONAL_TABLES) expect(readme).toContain(`data/${entry.file}.json`);

    const account = JSON.parse(strFromU8(files['data/account.json']!)) as { email: string; id: string }[];
    expect(account).toEqual([expect.objectContaining({ email: ann.email, id: ann.userId })]);
    const todo = JSON.parse(strFromU8(files['data/todo-items.json']!)) as { task: string }[];
    expect(todo.map((item) => item.task)).toEqual(['Ann empties the junk drawer']);
    const tasks = JSON.parse(strFromU8(files['data/daily-tasks.json']!)) as { title: string; user_id: string }[];
    expect(tasks.map((task) => task.title)).toContain('Ann sorts the spice rack');
    expect(tasks.every((task) => task.user_id === ann.userId)).toBe(true);

    // Secrets never leave the server.
    const methods = JSON.parse(strFromU8(files['data/sign-in-methods.json']!)) as Record<string, unknown>[];
    expect(methods).toHaveLength(1);
    expect(methods[0]).not.toHaveProperty('password');
    const sessions = JSON.parse(strFromU8(files['data/sessions.json']!)) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(session).not.toHaveProperty('token');

    // The photo she took, as it is kept (cleaned of metadata when it was uploaded).
    const [photo] = await harness.database.db.select().from(spacePhotos).where(eq(spacePhotos.uploadedBy, ann.userId));
    const kept = await harness.services.storage.get(photo!.storageKey);
    expect(files[`photos/${photo!.id}.webp`]).toEqual(kept!.bytes);

    // Her space's files: the history and ledger show Cy's approved task and its points.
    const folder = Object.keys(files)
      .find((name) => name.startsWith('spaces/ann-kitchen-'))!
      .split('/')
      .slice(0, 2)
      .join('/');
    expect(
      Object.keys(files)
        .filter((name) => name.startsWith(folder))
        .sort(),
    ).toEqual(['chores.csv', 'history.csv', 'ledger.csv', 'tasks.csv'].map((file) => `${folder}/${file}`));
    const ledgerCsv = strFromU8(files[`${folder}/ledger.csv`]!);
    expect(ledgerCsv.split('\n')[0]).toBe('created_at,user_id,kind,points,reason,for,undone,reverses_id,by,by_id,id');
    expect(ledgerCsv).toContain(`${cy.userId},earn,7,`);
    expect(strFromU8(files[`${folder}/history.csv`]!)).toContain('Cy Archer');

    // Nothing of Eve's household, in any file.
    const all = text(files);
    for (const foreign of [
      eve.email,
      eve.userId,
      'Eve Elsewhere',
      attic,
      'Eve Attic',
      'Eve secret errand',
      'Eve labels',
    ]) {
      expect(all).not.toContain(foreign);
    }
  });

  it('gives a child their own data and no space files, nor the organizer’s own things', async () => {
    const { files } = await exportOf(cy);
    expect(Object.keys(files).some((name) => name.startsWith('spaces/'))).toBe(false);
    expect(Object.keys(files).some((name) => name.startsWith('photos/'))).toBe(false);
    const ledger = JSON.parse(strFromU8(files['data/points-ledger.json']!)) as { user_id: string; points: number }[];
    expect(ledger).toEqual([expect.objectContaining({ user_id: cy.userId, points: 7 })]);
    const all = text(files);
    for (const foreign of [ann.email, 'Ann sorts the spice rack', 'Ann empties the junk drawer', eve.email, attic]) {
      expect(all).not.toContain(foreign);
    }
  });

  it('is announced by e-mail, with a link to the app', async () => {
    const mails = await harness.mailTo(ann.email);
    const ready = mails.find((mail) => mail.subject === 'Your Tidy Steps data is ready to download');
    expect(ready?.links).toContain('http://localhost:3000/settings#your-data');
  });
});

describe('who may download it, and for how long', () => {
  it('is for its owner only: others are told there is none', async () => {
    const { exports } = await json<{ exports: DataExport[] }>(await ann.browser.get('/api/account/exports'));
    const path = exports.find((item) => item.status === 'ready')!.download_path!;
    expect((await eve.browser.get(path)).status).toBe(404);
    expect((await cy.browser.get(path)).status).toBe(404);
    expect((await testBrowser(harness).get(path)).status).toBe(401);
    expect((await ann.browser.get('/api/account/exports/not-an-id/download')).status).toBe(400);
    expect((await testBrowser(harness).post('/api/account/exports')).status).toBe(401);
  });

  it('asking again while one is being made gives that one', async () => {
    const first = await eve.browser.post('/api/account/exports');
    const second = await eve.browser.post('/api/account/exports');
    expect([first.status, second.status]).toEqual([202, 200]);
    expect((await json<DataExport>(second)).id).toBe((await json<DataExport>(first)).id);
  });

  it('expires after 24 hours, and the sweep removes its file and its record', async () => {
    const [row] = await harness.database.db.select().from(dataExports).where(eq(dataExports.userId, cy.userId));
    const readyAt = row!.readyAt!;
    clock.set(new Date(readyAt.getTime() + 24 * 60 * 60 * 1000 + 1000));
    try {
      const { exports } = await json<{ exports: DataExport[] }>(await cy.browser.get('/api/account/exports'));
      expect(exports[0]).toMatchObject({ status: 'expired', download_path: null });
      const expired = await cy.browser.get(`/api/account/exports/${row!.id}/download`);
      expect(expired.status).toBe(404);
      expect(((await expired.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
      expect(
        await sweepExpiredExports({ db: harness.database.db, storage: harness.services.storage }, clock.now()),
      ).toBeGreaterThanOrEqual(1);
      expect(await harness.services.storage.get(row!.storageKey!)).toBeNull();
      expect(await harness.database.db.select().from(dataExports).where(eq(dataExports.id, row!.id))).toEqual([]);
    } finally {
      clock.reset();
    }
  });
});

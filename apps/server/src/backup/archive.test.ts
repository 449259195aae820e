import { mkdtempSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive, writeArchive, type ArchiveSource } from './archive';
import { holdsFiles } from './files';
import { BACKUP_FORMAT, DATABASE_ENTRY, type ArchiveEntry, type Manifest } from './manifest';
import { runBackup } from './run-backup';
import { runRestore } from './run-restore';
import { BackupProblem } from './words';

// The backup file itself (decision 026): what is written is read back byte for byte, and a file that is
// damaged, incomplete, not ours or tampered with is refused in one line before anything is restored.

const scratch = mkdtempSync(path.join(tmpdir(), 'tidy-archive-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));
let counter = 0;
const fresh = (name: string) => path.join(scratch, `${(counter += 1)}-${name}`);

function manifestOf(entries: ArchiveEntry[], overrides: Partial<Manifest> = {}): Manifest {
  return {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: '2026-11-28T08:00:00.000Z',
    appVersion: '0.1.0',
    database: { kind: 'pglite', postgresVersion: '18.6', migrations: 1 },
    photos: { storage: 'disk', files: 0, bytes: 0 },
    dataFiles: [],
    entries,
    ...overrides,
  };
}

async function archiveOf(sources: ArchiveSource[], tamper: (entries: ArchiveEntry[]) => ArchiveEntry[] = (e) => e) {
  const file = `${fresh('backup')}.tar.gz`;
  await writeArchive(file, sources, (entries) => manifestOf(tamper(entries)));
  return file;
}

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) } };
}

describe('the backup file', () => {
  it('gives back every file it was given, byte for byte, and leaves out one that has gone', async () => {
    const photo = fresh('photo.webp');
    await writeFile(photo, Buffer.alloc(300_000, 7));
    const empty = fresh('empty');
    await writeFile(empty, '');
    const file = await archiveOf([
      { path: DATABASE_ENTRY.pglite, bytes: Buffer.from('the database') },
      { path: 'uploads/space/photo.webp', file: photo },
      { path: 'uploads/space/empty', file: empty },
      { path: 'uploads/space/deleted-meanwhile.webp', file: fresh('never-written') },
    ]);
    const stage = fresh('stage');
    const { manifest, staged } = await readArchive(file, stage, () => true);
    expect(manifest.entries.map((entry) => entry.path)).toEqual([
      DATABASE_ENTRY.pglite,
      'uploads/space/photo.webp',
      'uploads/space/empty',
    ]);
    expect(await readFile(staged.get('uploads/space/photo.webp')!)).toEqual(await readFile(photo));
    expect(await readFile(staged.get('uploads/space/empty')!, 'utf8')).toBe('');
    expect(await readFile(staged.get(DATABASE_ENTRY.pglite)!, 'utf8')).toBe('the database');
  });

  it('never leaves a half-written backup behind, nor writes over a file', async () => {
    const target = `${fresh('exists')}.tar.gz`;
    await writeFile(target, 'mine');
    await expect(writeArchive(target, [], (entries) => manifestOf(entries))).rejects.toThrow(/already exists/);
    expect(await readFile(target, 'utf8')).toBe('mine');
    expect(existsSync(`${target}.partial`)).toBe(false);

    const failing = `${fresh('failing')}.tar.gz`;
    await expect(
      writeArchive(failing, [{ path: 'data/x', bytes: Buffer.from('x') }], () => {
        throw new Error('no manifest');
      }),
    ).rejects.toThrow('no manifest');
    expect(existsSync(failing)).toBe(false);
    expect(existsSync(`${failing}.partial`)).toBe(false);
  });

  it.each([
    [
      'a file changed after it was written',
      (entries: ArchiveEntry[]) => entries.map((entry) => ({ ...entry, sha256: '0'.repeat(64) })),
      /is damaged: database\/pgdata\.tar does not match its checksum$/,
    ],
    [
      'a file missing',
      (entries: ArchiveEntry[]) => [...entries, { path: 'uploads/lost.webp', bytes: 1, sha256: 'a'.repeat(64) }],
      /is incomplete: uploads\/lost\.webp is missing$/,
    ],
    [
      'a file not in the manifest',
      (entries: ArchiveEntry[]) => entries.slice(1),
      /is damaged: .* is not in its manifest$/,
    ],
  ])('is refused with %s', async (_case, tamper, message) => {
    const file = await archiveOf([{ path: DATABASE_ENTRY.pglite, bytes: Buffer.from('the database') }], tamper);
    await expect(readArchive(file, fresh('stage'), () => false)).rejects.toThrow(message);
  });

  it('is refused when it reaches outside its folders, and nothing is written there', async () => {
    const file = await archiveOf([{ path: '../outside', bytes: Buffer.from('escape') }]);
    const stage = fresh('stage');
    await expect(readArchive(file, stage, () => true)).rejects.toThrow(
      /is not a Tidy Steps backup: it holds "\.\.\/outside"/,
    );
    expect(existsSync(path.join(path.dirname(stage), 'outside'))).toBe(false);
  });

  it('is refused when it is not a backup, or cut short', async () => {
    const text = fresh('notes.txt');
    await writeFile(text, 'just some notes\n');
    await expect(readArchive(text, fresh('stage'), () => false)).rejects.toThrow(
      /notes\.txt is not a Tidy Steps backup \(not a \.tar\.gz file\), or it is damaged$/,
    );

    const photo = fresh('big');
    await writeFile(photo, randomBytes(400_000));
    const cut = await archiveOf([{ path: 'uploads/big', file: photo }]);
    await truncate(cut, Math.floor((await stat(cut)).size / 2));
    const error = await readArchive(cut, fresh('stage'), () => false).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupProblem);
    expect((error as Error).message).toMatch(/is incomplete: it ends before the backup does$/);
  });
});

describe('`npm run restore` and `npm run backup` refuse in one line', () => {
  it('a backup whose database does not open, and leave the data folder empty', { timeout: 60_000 }, async () => {
    const file = await archiveOf([
      { path: DATABASE_ENTRY.pglite, bytes: Buffer.from('not a database folder') },
      { path: 'data/push/vapid.json', bytes: Buffer.from('{}') },
    ]);
    const dataDir = fresh('restored');
    const { err, io: commandIo } = io();
    expect(await runRestore([file], { DATA_DIR: dataDir }, commandIo)).toBe(1);
    expect(err).toEqual([expect.stringMatching(/^The database in .* could not be opened: /)]);
    expect(await holdsFiles(dataDir)).toBe(false);
  });

  it('a missing file, a missing argument, and an empty install to back up', async () => {
    const dataDir = fresh('empty-home');
    const missing = io();
    expect(await runRestore([fresh('nowhere.tar.gz')], { DATA_DIR: dataDir }, missing.io)).toBe(1);
    expect(missing.err).toEqual([expect.stringMatching(/^There is no backup file at /)]);

    const none = io();
    expect(await runRestore([], { DATA_DIR: dataDir }, none.io)).toBe(1);
    expect(none.err[0]).toMatch(/^give the backup file to restore\n\nUsage: npm run restore/);

    const badSetting = io();
    expect(await runBackup([], { DATA_DIR: dataDir, PORT: 'x' }, badSetting.io)).toBe(1);
    expect(badSetting.err).toEqual([expect.stringMatching(/^Configuration error: PORT /)]);

    await mkdir(dataDir, { recursive: true });
    const nothing = io();
    expect(await runBackup([`${fresh('out')}/`], { DATA_DIR: dataDir }, nothing.io)).toBe(1);
    expect(nothing.err).toEqual([
      expect.stringMatching(/^There is no embedded database in .* yet: nothing to back up/),
    ]);
  });
});

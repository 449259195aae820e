import { mkdtempSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { serveEmbeddedSnapshots, type SnapshotService } from '../db/embedded-snapshot';
import { mailOutbox } from '../db/schema';
import { seedDemoHousehold } from '../demo/seed';
import { loadOrCreateVapidKeys } from '../platform/push/vapid-keys';
import { createPhotoStorage } from '../platform/storage/storage';
import { startServer } from '../server';
import { readArchive } from './archive';
import { runCommand } from '../../test/commands';
import { databaseContents, folderDigest, schemaTables, type DatabaseContents } from '../../test/database-contents';
import {
  createPostgresDatabase,
  defaultTestSettings,
  dropPostgresDatabase,
  silentLogger,
  TEST_PUBLIC_URL,
  testDatabaseKind,
} from '../../test/harness';

// `npm run backup` and `npm run restore` (issue 20, decision 026) as a person runs them, each in its own
// process, on a household made by `npm run demo`: a backup taken while the app runs and writes, restored
// into an empty install, holds every table row for row and every photo byte for byte; a restore refuses a
// target that is not empty. Each file runs on the database kind of its project (PGlite, or PostgreSQL).

const SLOW = 120_000;
const scratch = mkdtempSync(path.join(tmpdir(), 'tidy-backup-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** `npm run backup|restore -- …args`, in a process of its own, with only the given settings. */
const command = (name: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  runCommand(name, args, { cwd: scratch, env });

/** The one backup file in a folder. */
function backupIn(folder: string): string {
  const files = readdirSync(folder).filter((name) => name.endsWith('.tar.gz'));
  expect(files).toHaveLength(1);
  return path.join(folder, files[0]!);
}

/** A household as `npm run demo` makes it, its photos on disk, and the push keys in its data folder. */
async function seedHousehold(database: DatabaseHandle, dataDir: string) {
  await database.migrate();
  const storage = await createPhotoStorage({ kind: 'disk', dir: path.join(dataDir, 'uploads') });
  await seedDemoHousehold(
    {
      db: database.db,
      storage,
      logger: silentLogger,
      publicUrl: TEST_PUBLIC_URL,
      authSecret: defaultTestSettings.authSecret,
    },
    { now: new Date() },
  );
  await loadOrCreateVapidKeys(path.join(dataDir, 'push', 'vapid.json'));
}

/** Writes to one table over and over, as an app in use does, until stopped; answers how many rows it added. */
function keepWriting(database: DatabaseHandle) {
  let stopped = false;
  let written = 0;
  const loop = (async () => {
    while (!stopped) {
      await database.db.insert(mailOutbox).values({
        to: `writer-${written}@example.com`,
        subject: 'written during the backup',
        text: 'x',
        html: '<p>x</p>',
      });
      written += 1;
      // PGlite answers without waiting for any I/O: without a pause the loop would starve everything else.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return written;
  };
}

const WRITTEN_TABLE = 'public.mail_outbox';

/**
 * The restored database holds exactly what the source held before the backup, table by table, but for the
 * table written during it: there it holds what was there before, and some of what came during, nothing else.
 */
function expectSameContents(restored: DatabaseContents, before: DatabaseContents, after: DatabaseContents) {
  expect([...restored.tables.keys()]).toEqual([...before.tables.keys()]);
  // Every table of the app's schema is there (and so was compared), not just the ones that have rows.
  expect([...restored.tables.keys()]).toEqual(expect.arrayContaining(schemaTables()));
  for (const [table, rows] of before.tables) {
    if (table === WRITTEN_TABLE) continue;
    expect(restored.tables.get(table), table).toEqual(rows);
  }
  const restoredWrites = restored.tables.get(WRITTEN_TABLE)!;
  expect(restoredWrites).toEqual(expect.arrayContaining(before.tables.get(WRITTEN_TABLE)!));
  expect(after.tables.get(WRITTEN_TABLE)).toEqual(expect.arrayContaining(restoredWrites));
  // A sequence never goes back: new rows after a restore cannot reuse an id.
  for (const [sequence, last] of before.sequences) {
    expect(restored.sequences.get(sequence) ?? 0, sequence).toBeGreaterThanOrEqual(last ?? 0);
  }
}

describe.runIf(testDatabaseKind === 'pglite')('backup and restore on the embedded database', () => {
  const home = path.join(scratch, 'home');
  const restoredHome = path.join(scratch, 'restored');
  const backups = path.join(scratch, 'backups');
  let database: DatabaseHandle;
  let snapshots: SnapshotService | null;

  beforeAll(async () => {
    // This process plays the running app: it holds the database and answers the backup's request for a copy.
    database = await openDatabase({ kind: 'pglite', dir: path.join(home, 'db') });
    await seedHousehold(database, home);
    if (database.raw.kind !== 'pglite') throw new Error('expected PGlite');
    snapshots = await serveEmbeddedSnapshots(database.raw.client, path.join(home, 'db'), silentLogger);
  }, SLOW);
  afterAll(async () => {
    await snapshots?.close();
    await database?.close();
  });

  it(
    'backs up while the app runs and writes, and restores every table and photo into an empty data folder',
    { timeout: SLOW },
    async () => {
      const before = await databaseContents(database);
      const stopWriting = keepWriting(database);
      const backup = await command('backup', [`${backups}/`], { DATA_DIR: home });
      const writes = await stopWriting();
      const after = await databaseContents(database);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('copied by the running app');
      expect(backup.stdout).toMatch(/\d+ photo files \(/);
      expect(backup.stdout).toContain('push/vapid.json');
      expect(writes).toBeGreaterThan(0);
      const file = backupIn(backups);
      expect(backup.stdout).toContain(path.basename(file));

      const restore = await command('restore', [file], { DATA_DIR: restoredHome });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('Start the app with: npm start');

      const restored = await openDatabase({ kind: 'pglite', dir: path.join(restoredHome, 'db') });
      try {
        expectSameContents(await databaseContents(restored), before, after);
      } finally {
        await restored.close();
      }
      const photos = await folderDigest(path.join(home, 'uploads'));
      expect(photos.size).toBeGreaterThan(0);
      expect(await folderDigest(path.join(restoredHome, 'uploads'))).toEqual(photos);
      expect(await readFile(path.join(restoredHome, 'push', 'vapid.json'), 'utf8')).toBe(
        await readFile(path.join(home, 'push', 'vapid.json'), 'utf8'),
      );
      const size = (await readFile(file)).byteLength;
      console.info(
        `embedded: backup ${(size / 1e6).toFixed(1)} MB in ${(backup.ms / 1000).toFixed(1)} s, restore ${(restore.ms / 1000).toFixed(1)} s`,
      );
    },
  );

  it('refuses to restore into a data folder that is not empty, and changes nothing', { timeout: SLOW }, async () => {
    const file = backupIn(backups);
    const untouched = await folderDigest(restoredHome);
    const refused = await command('restore', [file], { DATA_DIR: restoredHome });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Not restoring: the data folder .* is not empty/),
    ]);
    expect(await folderDigest(restoredHome)).toEqual(untouched);
  });

  it(
    'with photos in an S3 bucket, says they are not in the backup, and takes the rest',
    { timeout: SLOW },
    async () => {
      const folder = path.join(scratch, 'backups-s3');
      const backup = await command('backup', [`${folder}/`], { DATA_DIR: home, S3_BUCKET: 'household-photos' });
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(
        'Photos are not in this backup: they stay in the S3 bucket "household-photos". Back the bucket up with your storage provider\'s tools.',
      );
      const { manifest } = await readArchive(backupIn(folder), path.join(scratch, 'unused'), () => false);
      expect(manifest.photos).toEqual({ storage: 's3', bucket: 'household-photos' });
      expect(manifest.entries.map((entry) => entry.path)).toEqual(['database/pgdata.tar', 'data/push/vapid.json']);
    },
  );

  it('checks a backup without restoring it', { timeout: SLOW }, async () => {
    const checked = await command('restore', ['--check', backupIn(backups)], { DATA_DIR: path.join(scratch, 'none') });
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('is a complete Tidy Steps backup');
    expect(checked.stdout).toMatch(/it opens, with \d+ tables and [\d,]+ rows/);
    expect(readdirSync(scratch)).not.toContain('none');
  });

  it('the app starts on the restored folder, and backs up while it runs', { timeout: SLOW }, async () => {
    const config = loadConfig({ DATA_DIR: restoredHome, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const server = await startServer(config);
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      const again = path.join(scratch, 'backups-again');
      const backup = await command('backup', [`${again}/`], { DATA_DIR: restoredHome });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('copied by the running app');
    } finally {
      await server.stop();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('backup and restore on PostgreSQL', () => {
  const home = path.join(scratch, 'pg-home');
  const restoredHome = path.join(scratch, 'pg-restored');
  const backups = path.join(scratch, 'pg-backups');
  let sourceUrl: string;
  let targetUrl: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    [sourceUrl, targetUrl] = await Promise.all([createPostgresDatabase(), createPostgresDatabase()]);
    database = await openDatabase({ kind: 'postgres', url: sourceUrl, poolSize: 3 });
    await seedHousehold(database, home);
  }, SLOW);
  afterAll(async () => {
    await database?.close();
    await Promise.all([sourceUrl, targetUrl].filter(Boolean).map((url) => dropPostgresDatabase(url)));
  });

  it(
    'backs up while the app writes, and restores every table and photo into an empty database',
    { timeout: SLOW },
    async () => {
      const before = await databaseContents(database);
      const stopWriting = keepWriting(database);
      const backup = await command('backup', [`${backups}/`], { DATA_DIR: home, DATABASE_URL: sourceUrl });
      const writes = await stopWriting();
      const after = await databaseContents(database);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('the PostgreSQL database at');
      expect(backup.stdout).toContain('push/vapid.json');
      expect(writes).toBeGreaterThan(0);
      const file = backupIn(backups);

      const restore = await command('restore', [file], { DATA_DIR: restoredHome, DATABASE_URL: targetUrl });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);

      const restored = await openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 1 });
      try {
        expectSameContents(await databaseContents(restored), before, after);
      } finally {
        await restored.close();
      }
      const photos = await folderDigest(path.join(home, 'uploads'));
      expect(photos.size).toBeGreaterThan(0);
      expect(await folderDigest(path.join(restoredHome, 'uploads'))).toEqual(photos);
      expect(await readFile(path.join(restoredHome, 'push', 'vapid.json'), 'utf8')).toBe(
        await readFile(path.join(home, 'push', 'vapid.json'), 'utf8'),
      );
      const size = (await readFile(file)).byteLength;
      console.info(
        `PostgreSQL: backup ${(size / 1e6).toFixed(2)} MB in ${(backup.ms / 1000).toFixed(1)} s, restore ${(restore.ms / 1000).toFixed(1)} s`,
      );
    },
  );

  it('refuses to restore into a database that is not empty', { timeout: SLOW }, async () => {
    const refused = await command('restore', [backupIn(backups)], {
      DATA_DIR: path.join(scratch, 'pg-elsewhere'),
      DATABASE_URL: targetUrl,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Not restoring: the database at .* is not empty/),
    ]);
    expect(readdirSync(scratch)).not.toContain('pg-elsewhere');
  });

  it('checks a backup with pg_restore, without restoring it', { timeout: SLOW }, async () => {
    const checked = await command('restore', ['--check', backupIn(backups)], {
      DATA_DIR: path.join(scratch, 'pg-unused'),
      DATABASE_URL: targetUrl,
    });
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('is a complete Tidy Steps backup');
    expect(checked.stdout).toMatch(/database: {4}PostgreSQL [\d.]+.*; pg_restore reads it: \d+ tables with data/);
  });

  it('says in one line that pg_dump is missing', { timeout: SLOW }, async () => {
    const missing = await command('backup', [`${path.join(scratch, 'pg-never')}/`], {
      DATA_DIR: home,
      DATABASE_URL: sourceUrl,
      PATH: path.join(scratch, 'no-tools-here'),
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^pg_dump was not found: install/)]);
  });
});

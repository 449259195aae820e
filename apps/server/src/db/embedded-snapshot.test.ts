import { mkdtempSync, existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger, testDatabaseKind } from '../../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import {
  NoSnapshotService,
  requestEmbeddedSnapshot,
  serveEmbeddedSnapshots,
  snapshotSocketPath,
  takeEmbeddedSnapshot,
  type SnapshotService,
} from './embedded-snapshot';

// A copy of the embedded database while it is in use (decision 026): taken between transactions, and handed
// to `npm run backup` over a socket that only the data folder's owner can reach.

const scratch = mkdtempSync(path.join(tmpdir(), 'tidy-snapshot-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe.runIf(testDatabaseKind === 'pglite')('a copy of the embedded database', () => {
  let database: DatabaseHandle;
  let client: Extract<DatabaseHandle['raw'], { kind: 'pglite' }>['client'];
  let service: SnapshotService | null;
  const databaseDir = path.join(scratch, 'data', 'db');

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dir: databaseDir });
    if (database.raw.kind !== 'pglite') throw new Error('expected PGlite');
    client = database.raw.client;
    await client.exec('create table chores_done (id serial primary key, what text not null)');
    service = await serveEmbeddedSnapshots(client, databaseDir, silentLogger);
  });
  afterAll(async () => {
    await service?.close();
    await database?.close();
  });

  async function rowsOfCopy(copy: Uint8Array): Promise<string[]> {
    const opened = await openDatabase({ kind: 'pglite', dir: null, load: new Blob([copy]) });
    try {
      if (opened.raw.kind !== 'pglite') throw new Error('expected PGlite');
      const result = await opened.raw.client.query<{ what: string }>('select what from chores_done order by id');
      return result.rows.map((row) => row.what);
    } finally {
      await opened.close();
    }
  }

  it('waits for a transaction under way, and holds all of it', async () => {
    let finishTransaction!: () => void;
    const transactionMayFinish = new Promise<void>((resolve) => (finishTransaction = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into chores_done (what) values ('dishes')`);
      await transactionMayFinish;
      await tx.query(`insert into chores_done (what) values ('laundry')`);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let copied = false;
    const copy = takeEmbeddedSnapshot(client).then((snapshot) => {
      copied = true;
      return snapshot;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(copied).toBe(false);
    finishTransaction();
    await transaction;
    expect(await rowsOfCopy(await copy)).toEqual(['dishes', 'laundry']);
  });

  it('is handed over the socket, in a folder only its owner may enter, one request at a time', async () => {
    const socket = snapshotSocketPath(databaseDir);
    expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    await client.query(`insert into chores_done (what) values ('windows')`);
    const [first, second] = await Promise.allSettled([
      requestEmbeddedSnapshot(databaseDir),
      requestEmbeddedSnapshot(databaseDir),
    ]);
    const copies = [first, second].filter((result) => result.status === 'fulfilled');
    const refused = [first, second].filter((result) => result.status === 'rejected');
    expect(copies.length).toBeGreaterThanOrEqual(1);
    for (const result of refused) expect(String(result.reason)).toContain('a backup is already being taken');
    expect(await rowsOfCopy(copies[0]!.value)).toEqual(['dishes', 'laundry', 'windows']);
  });

  it('answers nothing but its one request', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const connection = net.connect(snapshotSocketPath(databaseDir), () => connection.write('dump everything\n'));
      let received = '';
      connection.on('data', (chunk) => (received += chunk.toString()));
      connection.on('end', () => resolve(received));
      connection.on('error', reject);
    });
    expect(answer).toBe('{"error":"unknown request"}\n');
  });

  it('is gone when the app stops, and a backup is then told no app answers', async () => {
    await service?.close();
    service = null;
    expect(existsSync(snapshotSocketPath(databaseDir))).toBe(false);
    await expect(requestEmbeddedSnapshot(databaseDir)).rejects.toBeInstanceOf(NoSnapshotService);
  });
});

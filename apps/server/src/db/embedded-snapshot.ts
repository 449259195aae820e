import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';

// A consistent copy of the embedded database while the app has it open (decision 026). PGlite is one
// process's: a backup run from another process cannot open the folder, and copying its files while they are
// written gives no consistent state. So the process that holds it takes the copy, with PGlite's own
// dumpDataDir(), and hands it over a Unix socket in an owner-only folder beside the database: nothing new is
// reachable over HTTP, and only the account that can read the data folder anyway can ask.

/** A copy of the whole data folder of the embedded database (PGDATA) as a tar file. */
export type EmbeddedSnapshot = Uint8Array;

const REQUEST = 'snapshot\n';
const MAX_REQUEST_BYTES = 64;
const REQUEST_TIMEOUT_MS = 5_000;

/**
 * Copies the database's folder. The copy is taken between two transactions (PGlite's transaction lock is held
 * while it is read, so no write is half done); a checkpoint first writes what is only in memory, so opening
 * the copy has almost no log to replay. Even without the lock the copy would be crash-consistent: under
 * PGlite's query lock nothing writes while the files are read.
 */
export async function takeEmbeddedSnapshot(client: PGlite): Promise<EmbeddedSnapshot> {
  await client.exec('CHECKPOINT');
  // Queries take the transaction lock too, so nothing may be queried inside this callback.
  const tar = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  return new Uint8Array(await tar.arrayBuffer());
}

/** The socket a running app answers snapshot requests on: in an owner-only folder of the data folder. */
export function snapshotSocketPath(databaseDir: string): string {
  return path.join(path.dirname(databaseDir), 'run', 'db.sock');
}

export type SnapshotService = { close(): Promise<void> };

/**
 * Answers snapshot requests from `npm run backup` while the app runs. Returns null (and logs why) when the
 * socket cannot be made, e.g. a data folder whose path is too long for a socket: the app runs on, and a
 * backup then says to stop the app first.
 */
export async function serveEmbeddedSnapshots(
  client: PGlite,
  databaseDir: string,
  logger: Logger,
): Promise<SnapshotService | null> {
  if (process.platform === 'win32') return null;
  const socketPath = snapshotSocketPath(databaseDir);
  let busy = false;
  const server = net.createServer((connection) => {
    connection.setTimeout(REQUEST_TIMEOUT_MS, () => connection.destroy());
    connection.on('error', () => {});
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.length > MAX_REQUEST_BYTES) return connection.destroy();
      if (!received.includes('\n')) return;
      connection.off('data', onData);
      connection.setTimeout(0);
      if (received !== REQUEST) return answer(connection, { error: 'unknown request' });
      if (busy) return answer(connection, { error: 'a backup is already being taken; try again in a moment' });
      busy = true;
      const startedAt = performance.now();
      takeEmbeddedSnapshot(client)
        .then((snapshot) => {
          logger.info(
            { bytes: snapshot.byteLength, ms: Math.round(performance.now() - startedAt) },
            'copied the database for a backup',
          );
          answer(connection, { bytes: snapshot.byteLength }, snapshot);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'could not copy the database for a backup');
          answer(connection, { error: `the app could not copy its database: ${(error as Error).message}` });
        })
        .finally(() => {
          busy = false;
        });
    };
    connection.on('data', onData);
  });
  try {
    const folder = path.dirname(socketPath);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await chmod(folder, 0o700);
    // A socket left by a process that was killed: the caller holds the database now, so it is not in use.
    await rm(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    logger.warn(
      { err: error, socket: socketPath },
      'backups while the app runs are off: could not open the backup socket (stop the app to back up)',
    );
    server.close();
    return null;
  }
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

function answer(connection: net.Socket, header: { bytes: number } | { error: string }, body?: Uint8Array) {
  connection.write(`${JSON.stringify(header)}\n`);
  if (body) connection.write(body);
  connection.end();
}

/** Thrown when no running app answers on the socket (none runs, or one from before backups existed). */
export class NoSnapshotService extends Error {}

/** Asks the app that holds the embedded database for a copy of it. */
export function requestEmbeddedSnapshot(databaseDir: string, timeoutMs = 120_000): Promise<EmbeddedSnapshot> {
  const socketPath = snapshotSocketPath(databaseDir);
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath);
    const chunks: Buffer[] = [];
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      connection.destroy();
      reject(error);
    };
    connection.setTimeout(timeoutMs, () =>
      fail(new Error(`the app did not send a copy of its database within ${timeoutMs / 1000} s`)),
    );
    connection.on('connect', () => connection.write(REQUEST));
    connection.on('data', (chunk) => chunks.push(chunk));
    connection.on('error', (error: NodeJS.ErrnoException) => {
      const unanswered = ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '');
      fail(unanswered ? new NoSnapshotService(error.message) : error);
    });
    connection.on('end', () => {
      if (settled) return;
      const received = Buffer.concat(chunks);
      const lineEnd = received.indexOf(0x0a);
      let header: { bytes?: unknown; error?: unknown } = {};
      try {
        header = lineEnd > 0 ? JSON.parse(received.subarray(0, lineEnd).toString('utf8')) : {};
      } catch {
        // handled below, as an answer that is not one
      }
      if (typeof header.error === 'string') return fail(new Error(header.error));
      const body = received.subarray(lineEnd + 1);
      if (typeof header.bytes !== 'number' || body.byteLength !== header.bytes) {
        return fail(new Error('the app sent an incomplete copy of its database'));
      }
      settled = true;
      resolve(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
    });
  });
}

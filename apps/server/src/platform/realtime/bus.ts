import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { RawDatabase } from '../../db/client';

// Fan-out of "something changed in this space" to everyone watching it. On PostgreSQL it goes through
// LISTEN/NOTIFY, so several server processes share it; on the embedded database it stays in-process.

export type SpaceEvent = { type: 'changed'; what: string; id: string };
export type Listener = (event: SpaceEvent) => void;

export type RealtimeBus = {
  /** Never rejects: a failure to notify is logged. */
  publish(spaceId: string, event: SpaceEvent): Promise<void>;
  subscribe(spaceId: string, listener: Listener): () => void;
  close(): Promise<void>;
};

const CHANNEL = 'tidy_space_events';
// Sent on every change, so each connection parses and plans it once (a named prepared statement).
const NOTIFY_STATEMENT = 'tidy_notify_space';
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

export async function startRealtimeBus(raw: RawDatabase, logger: Logger): Promise<RealtimeBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (spaceId: string, event: SpaceEvent) => local.emit(spaceId, event);
  const subscribe = (spaceId: string, listener: Listener) => {
    local.on(spaceId, listener);
    return () => void local.off(spaceId, listener);
  };

  if (raw.kind === 'pglite') {
    return {
      publish: async (spaceId, event) => void deliver(spaceId, event),
      subscribe,
      close: async () => void local.removeAllListeners(),
    };
  }

  const pool = new pg.Pool({ connectionString: raw.url, max: 2, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  let listener: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let reconnecting = false;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: raw.url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { spaceId, event } = JSON.parse(message.payload) as { spaceId: string; event: SpaceEvent };
        deliver(spaceId, event);
      } catch (error) {
        logger.warn({ err: error }, 'ignored a malformed realtime message');
      }
    });
    // A database restart may end the connection with an error, or just end it: either way, listen again.
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = undefined;
      logger.warn({ err: error }, 'realtime connection lost; reconnecting');
      void client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    listener = client;
    attempt = 0;
    if (closed) await client.end().catch(() => {});
  };
  // One reconnection loop at a time, however many ways the old connection reported its end.
  const scheduleReconnect = () => {
    if (closed || reconnecting) return;
    reconnecting = true;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => {
      if (closed) return;
      connect().then(
        () => {
          reconnecting = false;
          logger.info('realtime connection restored');
        },
        () => {
          reconnecting = false;
          scheduleReconnect();
        },
      );
    }, delay).unref();
  };
  await connect();

  return {
    async publish(spaceId, event) {
      if (closed) return;
      // Everyone, this process included, hears it back through LISTEN. The change itself is already saved:
      // a lost notice only delays other screens until their next refresh, so it never fails the caller.
      try {
        await pool.query({
          name: NOTIFY_STATEMENT,
          text: 'select pg_notify($1, $2)',
          values: [CHANNEL, JSON.stringify({ spaceId, event })],
        });
      } catch (error) {
        logger.warn({ err: error, spaceId }, 'could not send a live update');
      }
    },
    subscribe,
    async close() {
      closed = true;
      local.removeAllListeners();
      const current = listener;
      listener = undefined;
      await current?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}

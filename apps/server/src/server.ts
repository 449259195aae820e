import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { serveEmbeddedSnapshots, type SnapshotService } from './db/embedded-snapshot';
import { createLogger } from './platform/logger';
import { startServices, type Services } from './services';

export type RunningServer = {
  url: string;
  port: number;
  logger: Logger;
  /** Stops accepting, lets requests in flight finish (up to the timeout), then closes the database. */
  stop(reason?: string): Promise<void>;
  /**
   * What finishes starting after the server answers (the job queue, decision 024): rejects if it fails,
   * and the process must then stop.
   */
  background: Promise<void>;
};

/** Opens the database, applies migrations and starts listening. */
export async function startServer(config: Config, options: { prettyLogs?: boolean } = {}): Promise<RunningServer> {
  const startedAt = performance.now();
  // Where start-up time goes, in the ready line (docs/performance.md, "Server start").
  const phasesMs: Record<string, number> = {};
  let phaseStart = startedAt;
  const phaseDone = (name: string) => {
    const now = performance.now();
    phasesMs[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const logger = createLogger(config.logLevel, { pretty: options.prettyLogs ?? false });
  const database = await openDatabase(
    config.database.kind === 'pglite' ? { kind: 'pglite', dir: config.database.dir } : config.database,
  );
  phaseDone('database');
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  phaseDone('migrations');
  // `npm run backup` asks this process for a copy of the embedded database it holds (decision 026).
  const snapshots =
    config.database.kind === 'pglite' && database.raw.kind === 'pglite'
      ? await serveEmbeddedSnapshots(database.raw.client, config.database.dir, logger)
      : null;
  let services: Services;
  try {
    services = await startServices(database, config, logger, { jobsInBackground: true });
  } catch (error) {
    await snapshots?.close();
    await database.close();
    throw error;
  }
  phaseDone('services');
  const { app } = createApp({ database, services, logger, webDistDir: config.webDistDir });
  phaseDone('routes');

  const handlers = trackHandlers(app.fetch);
  const server = await listen(handlers.fetch, config.port, config.host);
  phaseDone('listen');
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info(
    {
      port,
      database: database.kind,
      startupMs: Math.round(performance.now() - startedAt),
      // From the process's start: Node itself and loading the bundle come before startServer.
      sinceProcessStartMs: Math.round(performance.now()),
      phasesMs,
    },
    `Tidy Steps is ready at ${url}`,
  );
  let stopping: Promise<void> | undefined;
  // pg-boss's start (its schema check, its first maintenance, the workers' first polls) is a burst of
  // queries that, on the embedded database, share its one connection with the first requests. It begins a
  // moment after the server answers, so a health check and a browser's first page go first; a job sent
  // meanwhile starts it at once (queue.ts).
  const background = new Promise<void>((resolve) => setTimeout(resolve, JOBS_START_DELAY_MS))
    .then(() => (stopping ? undefined : services.jobs.start()))
    .then(() => {
      if (!stopping) logger.info({ sinceProcessStartMs: Math.round(performance.now()) }, 'background jobs started');
    });
  return {
    url,
    port,
    logger,
    background,
    stop: (reason = 'stop') =>
      (stopping ??= shutdown(
        server,
        handlers,
        { database, services, snapshots },
        logger,
        config.shutdownTimeoutMs,
        reason,
      )),
  };
}

type Fetch = Parameters<typeof serve>[0]['fetch'];

type TrackedHandlers = {
  fetch: Fetch;
  /** Resolves once no handler is running (at once when none is). */
  idle(): Promise<void>;
};

/**
 * Counts the handlers still running. A person who closes the tab mid-request closes the connection, but
 * the handler goes on (a write, then the e-mail it queues): shutdown waits for it too, not only for the
 * open connections, so it never closes the queue or the database under a write half done.
 */
export function trackHandlers(fetch: Fetch): TrackedHandlers {
  let running = 0;
  const waiting: (() => void)[] = [];
  const settle = () => {
    running -= 1;
    if (running === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  return {
    fetch: async (request, env) => {
      running += 1;
      try {
        return await fetch(request, env);
      } finally {
        settle();
      }
    },
    idle: () => (running === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}

const KEEP_ALIVE_MS = 65_000;
const JOBS_START_DELAY_MS = 1_000;

function listen(fetch: Fetch, port: number, hostname?: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, ...(hostname ? { hostname } : {}) }, () => resolve(server));
    server.once('error', reject);
    // Node closes an idle kept-alive connection after 5 s, and a client (a reverse proxy, a browser) that
    // sends its next request on it at that moment gets a reset instead of an answer. Clients and proxies
    // give up idle connections well within a minute, so the server waits longer than they do.
    if (server instanceof Server) {
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    }
  });
}

/** What a stop closes once the requests in flight are done. */
type HeldResources = { database: DatabaseHandle; services: Services; snapshots: SnapshotService | null };

async function shutdown(
  server: ServerType,
  handlers: TrackedHandlers,
  { database, services, snapshots }: HeldResources,
  logger: Logger,
  timeoutMs: number,
  reason: string,
): Promise<void> {
  logger.info({ reason }, 'shutting down: no new connections, finishing requests in flight');
  const http = server as ServerType & { closeIdleConnections?: () => void; closeAllConnections?: () => void };
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const drained = closed.then(() => handlers.idle());
  http.closeIdleConnections?.();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  if ((await Promise.race([drained, timedOut])) === 'timeout') {
    logger.warn('requests still running after the shutdown timeout; closing their connections');
    http.closeAllConnections?.();
  }
  clearTimeout(timer);
  await services.stop();
  await snapshots?.close();
  await database.close();
  logger.info('database closed; goodbye');
}

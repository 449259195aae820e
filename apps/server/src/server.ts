import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createLogger } from './platform/logger';
import { startServices, type Services } from './services';

export type RunningServer = {
  url: string;
  port: number;
  logger: Logger;
  /** Stops accepting, lets requests in flight finish (up to the timeout), then closes the database. */
  stop(reason?: string): Promise<void>;
};

/** Opens the database, applies migrations and starts listening. */
export async function startServer(config: Config, options: { prettyLogs?: boolean } = {}): Promise<RunningServer> {
  const startedAt = performance.now();
  const logger = createLogger(config.logLevel, { pretty: options.prettyLogs ?? false });
  const database = await openDatabase(
    config.database.kind === 'pglite' ? { kind: 'pglite', dir: config.database.dir } : config.database,
  );
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  let services: Services;
  try {
    services = await startServices(database, config, logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { app } = createApp({ database, services, logger, webDistDir: config.webDistDir });

  const handlers = trackHandlers(app.fetch);
  const server = await listen(handlers.fetch, config.port, config.host);
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info(
    { port, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `Tidy Steps is ready at ${url}`,
  );

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    logger,
    stop: (reason = 'stop') =>
      (stopping ??= shutdown(server, handlers, database, services, logger, config.shutdownTimeoutMs, reason)),
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

async function shutdown(
  server: ServerType,
  handlers: TrackedHandlers,
  database: DatabaseHandle,
  services: Services,
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
  await database.close();
  logger.info('database closed; goodbye');
}

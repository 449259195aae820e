import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './features/health/routes';
import type { AppEnv } from './http/context';
import { errorBody, respondToError } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security';
import { serveWebApp } from './http/static-web';

export type AppDeps = {
  database: DatabaseHandle;
  logger: Logger;
  /** Folder of the built web app; omitted in API-only tests. */
  webDistDir?: string;
};

export const API_TITLE = 'Tidy Steps API';
export const API_VERSION = '0.1.0';

/** Builds the whole HTTP application around its dependencies; tests call it in-process. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();

  app.use(requestLog(deps.logger));
  app.use(securityHeaders());
  app.use(compress());

  const api = new OpenAPIHono<AppEnv>()
    .route('/', healthRoutes({ databaseKind: deps.database.kind, pingDatabase: () => deps.database.ping() }));

  app.route('/api', api);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description: 'The API of Tidy Steps, a home-organizing coach for households.',
    },
  });

  if (deps.webDistDir) app.use(serveWebApp(deps.webDistDir));

  app.notFound((c) =>
    c.json(errorBody('not_found', `Nothing here: ${c.req.method} ${c.req.path} is not a route of this server.`), 404),
  );
  app.onError((error, c) => respondToError(error, c, c.get('log') ?? deps.logger));

  return { app, api };
}

export type ApiRoutes = ReturnType<typeof createApp>['api'];

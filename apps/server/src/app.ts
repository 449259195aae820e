import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import { sessionLookup } from './auth/session';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { calendarRoutes } from './features/calendar/routes';
import { choreRoutes } from './features/chores/routes';
import { devClockRoutes } from './features/dev-clock/routes';
import { devMailRoutes } from './features/dev-mail/routes';
import { coachRoutes } from './features/coach/routes';
import { dataExportRoutes } from './features/data-export/routes';
import { familyRoutes } from './features/family/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { healthRoutes } from './features/health/routes';
import { handOverRoutes } from './features/home/hand-over-routes';
import { homeRoutes } from './features/home/routes';
import { kitchenRoutes } from './features/kitchen/routes';
import { leaderboardRoutes } from './features/leaderboard/routes';
import { lessonRoutes } from './features/lessons/routes';
import { notificationRoutes } from './features/notifications/routes';
import { photoRoutes } from './features/photos/routes';
import { pointsRoutes } from './features/points/routes';
import { rewardRoutes } from './features/rewards/routes';
import { summaryRoutes } from './features/summary/routes';
import { taskRoutes } from './features/tasks/routes';
import { todayRoutes } from './features/today/routes';
import { todoRoutes } from './features/todo/routes';
import { upkeepRoutes } from './features/upkeep/routes';
import { limitBodySize } from './http/body-size';
import { compression } from './http/compression';
import { checkDatesWith } from './http/dates';
import type { AppEnv } from './http/context';
import { shellCors } from './http/cors';
import { errorBody, explainUnexpected, respondToError } from './http/errors';
import { requestLog, requestLogger } from './http/request-log';
import { refuseCrossSiteWrites } from './http/same-site';
import { securityHeaders } from './http/security';
import { keepRedirectsOnSite } from './http/site-path';
import { signedInPages } from './http/signed-in-page';
import { serveWebApp } from './http/static-web';
import type { Services } from './services';

export type AppDeps = {
  database: DatabaseHandle;
  services: Services;
  logger: Logger;
  /** Folder of the built web app; omitted in API-only tests. */
  webDistDir?: string;
};

export const API_TITLE = 'Tidy Steps API';
export const API_VERSION = '0.1.0';

/** Builds the whole HTTP application around its dependencies; tests call it in-process. */
export function createApp({ database, services, logger, webDistDir }: AppDeps) {
  const { settings, auth } = services;
  // "Today" sent by a device is checked against the app's clock, which tests may move.
  checkDatesWith(services.clock);
  const app = new OpenAPIHono<AppEnv>();

  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.use(keepRedirectsOnSite(settings.publicUrl));
  app.use(compression());
  app.use('/api/*', shellCors(settings.corsOrigins));
  app.use('/api/*', refuseCrossSiteWrites([settings.publicUrl]));
  app.use('/api/*', limitBodySize());
  app.use('/api/*', sessionLookup({ auth, db: database.db }));

  const api = new OpenAPIHono<AppEnv>()
    .route('/', healthRoutes({ databaseKind: database.kind, pingDatabase: () => database.ping() }))
    .route(
      '/',
      authRoutes({
        auth,
        db: database.db,
        rateLimiter: services.rateLimiter,
        trustProxy: settings.trustProxy,
        addressFactor: settings.rateLimitAddressFactor,
        googleEnabled: settings.google !== null,
      }),
    )
    .route('/', homeRoutes({ db: database.db, jobs: services.jobs, logger }))
    .route('/', handOverRoutes({ db: database.db, realtime: services.realtime }))
    .route(
      '/',
      accountRoutes({
        db: database.db,
        auth,
        storage: services.storage,
        jobs: services.jobs,
        mailer: services.mailer,
        realtime: services.realtime,
        rateLimiter: services.rateLimiter,
        clock: services.clock,
        publicUrl: settings.publicUrl,
        logger,
        trustProxy: settings.trustProxy,
        addressFactor: settings.rateLimitAddressFactor,
      }),
    )
    .route('/', leaderboardRoutes({ db: database.db }))
    .route('/', pointsRoutes({ db: database.db, realtime: services.realtime }))
    .route('/', rewardRoutes({ db: database.db, realtime: services.realtime, clock: services.clock }))
    .route('/', summaryRoutes({ db: database.db, clock: services.clock }))
    .route(
      '/',
      feedbackRoutes({
        db: database.db,
        mailer: services.mailer,
        rateLimiter: services.rateLimiter,
        feedbackTo: settings.feedbackTo,
        trustProxy: settings.trustProxy,
        addressFactor: settings.rateLimitAddressFactor,
      }),
    )
    .route(
      '/',
      familyRoutes({
        db: database.db,
        mailer: services.mailer,
        rateLimiter: services.rateLimiter,
        publicUrl: settings.publicUrl,
        inviteTtlMs: settings.inviteTtlMs,
      }),
    )
    .route(
      '/',
      taskRoutes({
        db: database.db,
        realtime: services.realtime,
        notifier: services.notifier,
        liveAccess: services.liveAccess,
      }),
    )
    .route(
      '/',
      todayRoutes({
        db: database.db,
        realtime: services.realtime,
        liveAccess: services.liveAccess,
        clock: services.clock,
      }),
    )
    .route('/', todoRoutes({ db: database.db }))
    .route('/', upkeepRoutes({ db: database.db, realtime: services.realtime, clock: services.clock }))
    .route(
      '/',
      choreRoutes({ db: database.db, realtime: services.realtime, clock: services.clock, notifier: services.notifier }),
    )
    .route(
      '/',
      calendarRoutes({
        db: database.db,
        clock: services.clock,
        publicUrl: settings.publicUrl,
        rateLimiter: services.rateLimiter,
        trustProxy: settings.trustProxy,
        addressFactor: settings.rateLimitAddressFactor,
      }),
    )
    .route(
      '/',
      photoRoutes({
        db: database.db,
        storage: services.storage,
        signer: services.photoUrls,
        jobs: services.jobs,
        realtime: services.realtime,
        logger,
      }),
    )
    .route(
      '/',
      coachRoutes({ db: database.db, coach: services.coach, realtime: services.realtime, clock: services.clock }),
    )
    .route('/', lessonRoutes({ db: database.db }))
    .route(
      '/',
      kitchenRoutes({
        db: database.db,
        realtime: services.realtime,
        clock: services.clock,
        notifier: services.notifier,
        liveAccess: services.liveAccess,
        rateLimiter: services.rateLimiter,
        publicUrl: settings.publicUrl,
        trustProxy: settings.trustProxy,
        addressFactor: settings.rateLimitAddressFactor,
        logger,
      }),
    )
    .route(
      '/',
      dataExportRoutes({
        db: database.db,
        storage: services.storage,
        jobs: services.jobs,
        mailer: services.mailer,
        realtime: services.realtime,
        rateLimiter: services.rateLimiter,
        clock: services.clock,
        publicUrl: settings.publicUrl,
        logger,
      }),
    )
    .route(
      '/',
      notificationRoutes({
        db: database.db,
        jobs: services.jobs,
        push: services.push,
        logger,
        rateLimiter: services.rateLimiter,
      }),
    );

  app.route('/api', api);
  app.route('/', devMailRoutes({ db: database.db, outboxEnabled: services.mailer.transportKind === 'outbox' }));
  app.route('/', devClockRoutes({ clock: services.clock }));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      description: 'The API of Tidy Steps, a home-organizing coach for households.',
    },
  });

  if (webDistDir) {
    const signedInPage = signedInPages({
      ssrDir: path.join(path.dirname(webDistDir), 'dist-ssr'),
      clock: services.clock,
      logger,
      api: (request, env) => app.fetch(request, env),
    });
    app.use(serveWebApp(webDistDir, { signedInPage }));
  }

  app.notFound((c) =>
    c.json(errorBody('not_found', `Nothing here: ${c.req.method} ${c.req.path} is not a route of this server.`), 404),
  );
  app.onError(async (error, c) =>
    respondToError(await explainUnexpected(error, () => database.ping(1_000)), c, requestLogger(c, logger)),
  );

  return { app, api };
}

export type ApiRoutes = ReturnType<typeof createApp>['api'];

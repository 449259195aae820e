import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';

const Health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    databaseKind: z.enum(['pglite', 'postgres']),
    uptimeSeconds: z.number().int(),
  })
  .openapi('Health');

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Whether the server and its database answer',
  responses: {
    200: { content: { 'application/json': { schema: Health } }, description: 'The server and the database answer' },
    503: { content: { 'application/json': { schema: Health } }, description: 'The database does not answer' },
  },
});

export type HealthDeps = {
  databaseKind: 'pglite' | 'postgres';
  pingDatabase: () => Promise<boolean>;
};

const startedAt = Date.now();

export function healthRoutes(deps: HealthDeps) {
  return createRouter().openapi(getHealth, async (c) => {
    const up = await deps.pingDatabase();
    const body = {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: up ? ('up' as const) : ('down' as const),
      databaseKind: deps.databaseKind,
      uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    };
    c.header('Cache-Control', 'no-store');
    return up ? c.json(body, 200) : c.json(body, 503);
  });
}

import { requireUser } from '../../auth/session';
import { createRouter } from '../../http/router';
import { spaceHistory } from './history';
import { routes } from './route-definitions';
import type { SummaryDeps } from './shared';
import { weeklySummary } from './summary';

// History and the weekly summary (issue 17): a space's history for its members, and each person's own week.

export function summaryRoutes(deps: SummaryDeps) {
  return createRouter()
    .openapi(routes.history, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await spaceHistory(deps, actor, c.req.valid('param').spaceId, c.req.valid('query')), 200);
    })
    .openapi(routes.summary, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await weeklySummary(deps, actor.userId, c.req.valid('query').week), 200);
    });
}

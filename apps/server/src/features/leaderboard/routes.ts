import { createRoute, z } from '@hono/zod-openapi';
import { LEADERBOARD_PERIODS } from '@tidy/domain/leaderboard';
import { requireUser } from '../../auth/session';
import { localToday } from '../../http/dates';
import { Invalid } from '../../http/errors';
import { errorResponse, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { leaderboard, type LeaderboardDeps } from './service';

// /leaderboard (issue: "a real leaderboard of the members of the user's spaces by points"): the spec sent
// that address to the lesson path; we made it what its name says.

const Entry = z.object({
  user_id: z.string(),
  full_name: z.string(),
  points: z.number().int(),
  rank: z.number().int().min(1),
  is_you: z.boolean(),
});

const Leaderboard = z
  .object({
    period: z.enum(LEADERBOARD_PERIODS),
    week_starts_on: z.string().nullable().openapi({ description: "Monday of the person's week (YYYY-MM-DD), for 'week'" }),
    entries: z.array(Entry),
  })
  .openapi('Leaderboard');

const Query = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { message: `Choose ${LEADERBOARD_PERIODS.join(' or ')}.` }).default('week'),
  today: localToday.optional().openapi({ description: "The person's own calendar date (YYYY-MM-DD); needed for 'week'" }),
});

const routes = {
  leaderboard: createRoute({
    method: 'get',
    path: '/leaderboard',
    tags: ['leaderboard'],
    summary: "Everyone who shares a space with you, ranked by the points they earned in your spaces, this week or all time",
    request: { query: Query },
    responses: {
      200: json(Leaderboard, 'The ranking; equal points share a rank (1, 2, 2, 4), members with no points come last'),
      400: errorResponse('Unknown period, or no valid date for this week'),
      401: errorResponse('No session: sign in first'),
    },
  }),
};

export function leaderboardRoutes(deps: LeaderboardDeps) {
  return createRouter().openapi(routes.leaderboard, async (c) => {
    const actor = await requireUser(c);
    const { period, today } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    if (period === 'all') return c.json(await leaderboard(deps, actor, { period }), 200);
    if (!today) throw new Invalid('today: must be a date like 2026-11-21', [{ path: 'today', message: 'must be a date like 2026-11-21' }]);
    return c.json(await leaderboard(deps, actor, { period, today }), 200);
  });
}

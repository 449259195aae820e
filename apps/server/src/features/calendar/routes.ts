import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../auth/session';
import { clientAddress } from '../../http/client-address';
import { errorResponse, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { feedCalendar, feedStatus, renewFeed, revokeFeed, type CalendarDeps } from './service';

// The private calendar feed (issue 17): a member makes, renews or revokes the address; calendar apps fetch
// it with the token alone. The feed's own route comes after /calendar/feed, which it would otherwise shadow.

const FeedStatus = z
  .object({
    active: z.boolean(),
    created_at: z.string().nullable().openapi({ description: 'When the current address was made; null without one' }),
  })
  .openapi('CalendarFeedStatus');

const NewFeed = z
  .object({
    url: z.string().openapi({ example: 'https://tidy.example/api/calendar/3q2-7wJ….ics' }),
    webcal_url: z.string().openapi({ example: 'webcal://tidy.example/api/calendar/3q2-7wJ….ics' }),
    created_at: z.string(),
  })
  .openapi('CalendarFeed', {
    description:
      'The address is shown only now: the server keeps a hash of its token, not the token. Renewing makes a new one and the old stops working.',
  });

const routes = {
  status: createRoute({
    method: 'get',
    path: '/calendar/feed',
    tags: ['calendar'],
    summary: 'Whether you have a calendar feed address, and since when (signed in)',
    responses: { 200: json(FeedStatus, 'Your feed'), 401: errorResponse('Not signed in') },
  }),
  renew: createRoute({
    method: 'post',
    path: '/calendar/feed',
    tags: ['calendar'],
    summary: 'Make your private calendar feed address, or a new one in place of the old (signed in)',
    description: 'The address is in this answer only; the old address, if any, stops working at once.',
    responses: {
      201: json(NewFeed, 'The new address (shown once)'),
      401: errorResponse('Not signed in'),
    },
  }),
  revoke: createRoute({
    method: 'delete',
    path: '/calendar/feed',
    tags: ['calendar'],
    summary: 'Revoke your calendar feed address (signed in; 204 when there was none)',
    responses: { 204: { description: 'The address no longer works' }, 401: errorResponse('Not signed in') },
  }),
  feed: createRoute({
    method: 'get',
    path: '/calendar/{file}',
    tags: ['calendar'],
    summary: "A member's chores as iCalendar, for calendar apps (no session: the token is the credential)",
    description: 'Address it as `<token>.ics`, the URL from POST /calendar/feed. 600 fetches an hour per address.',
    request: { params: z.object({ file: z.string().openapi({ example: '3q2-7wJ….ics' }) }) },
    responses: {
      200: {
        content: { 'text/calendar': { schema: z.string().openapi({ description: 'iCalendar (RFC 5545)' }) } },
        description: 'The feed: recurring events for scheduled chores, single events for turns and "after done" chores',
      },
      404: errorResponse('No such feed: a malformed, unknown or revoked token'),
      429: errorResponse('Too many fetches from this address: try again later'),
    },
  }),
};

export function calendarRoutes({ trustProxy, ...deps }: CalendarDeps & { trustProxy: boolean }) {
  return createRouter()
    .openapi(routes.status, async (c) => c.json(await feedStatus(deps, await requireUser(c)), 200))
    .openapi(routes.renew, async (c) => c.json(await renewFeed(deps, await requireUser(c)), 201))
    .openapi(routes.revoke, async (c) => {
      await revokeFeed(deps, await requireUser(c));
      return c.body(null, 204);
    })
    .openapi(routes.feed, async (c) => {
      const text = await feedCalendar(deps, c.req.valid('param').file, clientAddress(c, trustProxy));
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      // The subscriber's own cache may keep it a little; no shared cache may, and no search engine lists it.
      c.header('Cache-Control', 'private, max-age=300');
      c.header('X-Robots-Tag', 'noindex');
      c.header('Content-Disposition', 'inline; filename="tidy-steps-chores.ics"');
      return c.body(text, 200);
    });
}

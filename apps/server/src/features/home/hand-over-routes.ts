import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../auth/session';
import { errorResponse, jsonBody, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { handOverSpace, type HandOverDeps } from './hand-over';

const HandOver = z
  .object({ user_id: z.string().trim().min(1, 'Choose the member who becomes the organizer.').max(100) })
  .openapi('HandOverRequest');

const NewOrganizer = z
  .object({ organizer: z.object({ user_id: z.string(), full_name: z.string() }) })
  .openapi('NewOrganizer');

const handOver = createRoute({
  method: 'post',
  path: '/spaces/{spaceId}/organizer',
  tags: ['home'],
  summary: "Make a parent of the space its organizer; the organizer who asks becomes a parent (the space's organizer)",
  request: { params: z.object({ spaceId: z.string().max(100) }), ...jsonBody(HandOver) },
  responses: {
    200: json(NewOrganizer, 'The space has a new organizer'),
    400: errorResponse('The input is not valid, or names the organizer themself'),
    401: errorResponse('No session: sign in first'),
    403: errorResponse('Only the organizer of the space can hand it over'),
    404: errorResponse('Space or member not found'),
    409: errorResponse('The member is not a parent, or the space was handed over meanwhile'),
  },
});

export function handOverRoutes(deps: HandOverDeps) {
  return createRouter().openapi(handOver, async (c) => {
    const actor = await requireUser(c);
    const organizer = await handOverSpace(deps, actor, c.req.valid('param').spaceId, c.req.valid('json').user_id);
    return c.json({ organizer }, 200);
  });
}

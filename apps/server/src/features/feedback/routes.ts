import { createRoute, z } from '@hono/zod-openapi';
import { singleLineText } from '@tidy/domain/text';
import { feedbackInput } from '@tidy/domain/validation';
import { clientAddress } from '../../http/client-address';
import { errorResponse, jsonBody, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { sendFeedback, type FeedbackDeps } from './service';

// The feedback card and send-feedback (spec 01 §2, §5, §7). Open to visitors: the card sits on the lesson
// path, which they see too.

const MAX_PAGE_LENGTH = 200;

const FeedbackBody = z
  .object({
    ...feedbackInput.shape,
    page: singleLineText(
      z.string().trim().max(MAX_PAGE_LENGTH, `The page must be ${MAX_PAGE_LENGTH} characters or fewer.`),
    )
      .optional()
      .openapi({ description: 'The screen it was sent from, e.g. /app', example: '/app' }),
  })
  .openapi('FeedbackRequest', {
    description: 'Who sent it is never read from the body: it comes from the session (none for a visitor).',
  });

type RouteDeps = FeedbackDeps & { trustProxy: boolean };

const routes = {
  send: createRoute({
    method: 'post',
    path: '/feedback',
    tags: ['feedback'],
    summary: 'Send feedback to the team: stored, and e-mailed to FEEDBACK_TO when it is set (anyone; 10 an hour per address)',
    request: jsonBody(FeedbackBody),
    responses: {
      201: json(z.object({ id: z.string() }), 'Received'),
      400: errorResponse('No message, no category, or a rating outside 1–5'),
      429: errorResponse('Too much feedback from this address: try again later'),
    },
  }),
};

export function feedbackRoutes({ trustProxy, ...deps }: RouteDeps) {
  return createRouter().openapi(routes.send, async (c) => {
    const sender = await c.get('actor')();
    const received = await sendFeedback(deps, sender, c.req.valid('json'), clientAddress(c, trustProxy));
    return c.json(received, 201);
  });
}

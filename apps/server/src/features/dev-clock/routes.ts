import { createRoute, z } from '@hono/zod-openapi';
import { isForwarded, isLoopback, socketAddress } from '../../http/client-address';
import { NotFound } from '../../http/errors';
import { jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import type { AdjustableClock, Clock } from '../../platform/clock';

// Tests that live through two weeks of chores move the server's clock here (TEST_CLOCK=adjustable, never in
// production). Like /dev/mail, only a caller on this machine that did not come through a proxy gets an answer.

const Now = z.object({ now: z.string().openapi({ description: 'The server clock, ISO 8601' }) });
const notServed = { description: 'Not served: the clock is the real one, or the request is not from this machine' };

const routes = {
  read: createRoute({
    method: 'get',
    path: '/dev/clock',
    tags: ['development'],
    summary: "The server's clock (tests only)",
    responses: { 200: json(Now, 'What time the server thinks it is'), 404: notServed },
  }),
  set: createRoute({
    method: 'put',
    path: '/dev/clock',
    tags: ['development'],
    summary: "Move the server's clock to an instant; it runs on from there (tests only)",
    request: { ...body(z.object({ now: z.iso.datetime({ offset: true, message: 'now: must be an ISO 8601 instant' }) })) },
    responses: { 200: json(Now, 'The clock, moved'), 400: { description: 'Not an instant' }, 404: notServed },
  }),
  reset: createRoute({
    method: 'delete',
    path: '/dev/clock',
    tags: ['development'],
    summary: "Back to the real time (tests only)",
    responses: { 200: json(Now, 'The clock, reset'), 404: notServed },
  }),
};

const isAdjustable = (clock: Clock): clock is AdjustableClock => 'set' in clock && 'reset' in clock;

export function devClockRoutes(deps: { clock: Clock }) {
  const { clock } = deps;
  const router = createRouter();
  // Answer at all only with a test clock, to a caller on this machine.
  router.use('/dev/clock', async (c, next) => {
    if (!isAdjustable(clock) || isForwarded(c) || !isLoopback(socketAddress(c))) throw new NotFound('Not found.');
    await next();
  });
  return router
    .openapi(routes.read, (c) => c.json({ now: clock.now().toISOString() }, 200))
    .openapi(routes.set, (c) => {
      (clock as AdjustableClock).set(new Date(c.req.valid('json').now));
      return c.json({ now: clock.now().toISOString() }, 200);
    })
    .openapi(routes.reset, (c) => {
      (clock as AdjustableClock).reset();
      return c.json({ now: clock.now().toISOString() }, 200);
    });
}

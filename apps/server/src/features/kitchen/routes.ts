import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { requireUser } from '../../auth/session';
import { clientAddress } from '../../http/client-address';
import type { AppEnv } from '../../http/context';
import { createRouter } from '../../http/router';
import { startAccessWatch } from '../../platform/realtime/access-watch';
import { giveDeviceCookie } from './credential';
import { routes } from './route-definitions';
import {
  clearPin,
  finishLinking,
  kitchenDevicesOf,
  pinStatus,
  setPin,
  startLinking,
  unlinkDevice,
  type KitchenDeps,
} from './service';
import {
  changeMemberDailyTask,
  completeChoreTurn,
  DEVICE_ITSELF,
  deviceStreamsStillAllowed,
  household,
  memberDay,
  requireDevice,
  requireMember,
  submitMemberAssignment,
  type MemberOnDevice,
  type Outcome,
} from './tablet';

// The kitchen tablet (issue 20, decision 028). People's routes ask for a session (requireUser); the tablet's
// (/kitchen/…) ask for the device's own credential (requireDevice) and never read a session, so neither
// credential opens the other's routes.

const HEARTBEAT_MS = 25_000;
/** Tries of link codes per client address in 15 minutes (× RATE_LIMIT_ADDRESS_FACTOR). */
const LINK_TRIES_PER_ADDRESS = 20;

export function kitchenRoutes(deps: KitchenDeps) {
  const secure = deps.publicUrl.startsWith('https:');
  // Ends a tablet's live stream once it is unlinked or stops showing a space (decision 017's watch, by device).
  const streams = startAccessWatch((open) => deviceStreamsStillAllowed(deps.db, open), deps.logger);

  /** A member's request on the tablet: the device, then the member (and PIN), then the action, then their day. */
  const asMember = async (
    c: Context<AppEnv>,
    userId: string,
    input: { date: string; pin?: string | undefined },
    act: (member: MemberOnDevice) => Promise<Outcome>,
  ) => {
    const device = await requireDevice(deps, c);
    const member = await requireMember(deps, device, userId, input.pin);
    const outcome = await act(member);
    return { outcome, day: await memberDay(deps, member, input.date) };
  };

  return createRouter()
    .openapi(routes.devices, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await kitchenDevicesOf(deps, actor), 200);
    })
    .openapi(routes.link, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await startLinking(deps, actor, c.req.valid('json')), 201);
    })
    .openapi(routes.unlink, async (c) => {
      const actor = await requireUser(c);
      await unlinkDevice(deps, actor, c.req.valid('param').deviceId);
      return c.body(null, 204);
    })
    .openapi(routes.pinStatus, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await pinStatus(deps, actor), 200);
    })
    .openapi(routes.setPin, async (c) => {
      const actor = await requireUser(c);
      return c.json(await setPin(deps, actor, c.req.valid('json').pin), 200);
    })
    .openapi(routes.clearPin, async (c) => {
      const actor = await requireUser(c);
      await clearPin(deps, actor);
      return c.body(null, 204);
    })
    .openapi(routes.finishLink, async (c) => {
      await deps.rateLimiter.consume([
        {
          key: `kitchen-link:address:${clientAddress(c, deps.trustProxy)}`,
          limit: { max: LINK_TRIES_PER_ADDRESS * deps.addressFactor, windowSeconds: 15 * 60 },
        },
      ]);
      const { device, token } = await finishLinking(deps, c.req.valid('json').code);
      giveDeviceCookie(c, token, secure);
      c.header('Cache-Control', 'no-store');
      return c.json({ device }, 200);
    })
    .openapi(routes.household, async (c) => {
      const device = await requireDevice(deps, c);
      c.header('Cache-Control', 'no-store');
      return c.json(await household(deps, device), 200);
    })
    .openapi(routes.memberDay, async (c) => {
      const device = await requireDevice(deps, c);
      const { date, pin } = c.req.valid('json');
      const member = await requireMember(deps, device, c.req.valid('param').userId, pin);
      c.header('Cache-Control', 'no-store');
      return c.json(await memberDay(deps, member, date), 200);
    })
    .openapi(routes.completeChore, async (c) => {
      const { userId, occurrenceId } = c.req.valid('param');
      return c.json(
        await asMember(c, userId, c.req.valid('json'), (member) => completeChoreTurn(deps, member, occurrenceId)),
        200,
      );
    })
    .openapi(routes.completeDailyTask, async (c) => {
      const { userId, taskId } = c.req.valid('param');
      return c.json(
        await asMember(c, userId, c.req.valid('json'), (member) =>
          changeMemberDailyTask(deps, member, taskId, 'complete'),
        ),
        200,
      );
    })
    .openapi(routes.uncompleteDailyTask, async (c) => {
      const { userId, taskId } = c.req.valid('param');
      return c.json(
        await asMember(c, userId, c.req.valid('json'), (member) =>
          changeMemberDailyTask(deps, member, taskId, 'uncomplete'),
        ),
        200,
      );
    })
    .openapi(routes.submitDailyTask, async (c) => {
      const { userId, taskId } = c.req.valid('param');
      return c.json(
        await asMember(c, userId, c.req.valid('json'), (member) =>
          changeMemberDailyTask(deps, member, taskId, 'submit'),
        ),
        200,
      );
    })
    .openapi(routes.submitAssignment, async (c) => {
      const { userId, assignmentId } = c.req.valid('param');
      return c.json(
        await asMember(c, userId, c.req.valid('json'), (member) => submitMemberAssignment(deps, member, assignmentId)),
        200,
      );
    })
    .openapi(routes.events, async (c) => {
      const device = await requireDevice(deps, c);
      c.header('Cache-Control', 'no-store');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let accessEnded = false;
        const unsubscribes = device.spaces.map(({ id: spaceId }) =>
          deps.realtime.subscribe(spaceId, (event) => {
            if (!accessEnded) void stream.writeSSE({ data: JSON.stringify({ ...event, space_id: spaceId }) });
          }),
        );
        await stream.writeSSE({ event: 'ready', data: '{}' });
        const heartbeat = setInterval(() => void stream.writeSSE({ event: 'ping', data: '{}' }), HEARTBEAT_MS);
        const unwatches: (() => void)[] = [];
        // Ends when the tablet leaves, or when it is unlinked or stops showing one of its spaces: then it says so,
        // and the tablet reads its household again (refused, once unlinked).
        await new Promise<void>((resolve) => {
          stream.onAbort(resolve);
          for (const spaceId of [DEVICE_ITSELF, ...device.spaces.map((space) => space.id)]) {
            unwatches.push(
              streams.watch({ sessionId: device.id, spaceId }, () => {
                accessEnded = true;
                resolve();
              }),
            );
          }
        });
        clearInterval(heartbeat);
        for (const unwatch of unwatches) unwatch();
        for (const unsubscribe of unsubscribes) unsubscribe();
        if (accessEnded && !stream.aborted) await stream.writeSSE({ event: 'ended', data: '{}' }).catch(() => {});
      }) as never;
    });
}

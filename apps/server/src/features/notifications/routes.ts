import { createRoute, z } from '@hono/zod-openapi';
import { isTimeZone } from '@tidy/domain/notifications';
import { PREFERRED_TASK_TIMES } from '@tidy/domain/constants';
import { singleLineText } from '@tidy/domain/text';
import { requireUser } from '../../auth/session';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { MAX_ENDPOINT_LENGTH } from '../../platform/push/endpoint';
import {
  changeNotificationSettings,
  notificationSettingsOf,
  sendTestPush,
  subscribe,
  unsubscribe,
  type NotificationDeps,
} from './service';

// Push notification settings and devices (issue 9). Everything here is the caller's own: no route takes a
// user id. The web app subscribes a device with the VAPID public key from the settings.

const TIME_ZONE_MESSAGE = 'Use a time zone name such as Europe/Berlin or America/New_York.';
const TimeZone = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isTimeZone, TIME_ZONE_MESSAGE)
  // Stored as the runtime spells it ("utc" → "UTC"), so two spellings never count as two zones.
  .transform((zone) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone)
  .openapi({ description: 'An IANA time zone name', example: 'Europe/Berlin' });

const onOff = z.boolean({ error: 'Send true or false.' });
const Kinds = z
  .object({
    review_result: onOff,
    submitted_for_approval: onOff,
    assigned: onOff,
    daily_reminder: onOff,
    chore_reminders: onOff.openapi({
      description: "Chore turns: a push at a turn's due time, and an organizer's nudge about an overdue one",
    }),
  })
  .openapi('NotificationKinds', {
    description: 'Which kinds of notification the person wants (all on until switched off)',
  });

const dayMessage = 'Choose a day from 0 (Sunday) to 6 (Saturday), or null for no summary.';
const WeeklySummary = z
  .object({
    day: z.number({ error: dayMessage }).int(dayMessage).min(0, dayMessage).max(6, dayMessage).nullable().openapi({
      description: "The day it comes, 0 (Sunday) to 6 (Saturday), from 08:00 on the person's clock; null: none",
    }),
    email: onOff.openapi({ description: 'Send it by e-mail' }),
    push: onOff.openapi({ description: "Send it as a notification to the person's devices" }),
  })
  .openapi('WeeklySummarySettings', {
    description: 'The weekly summary: on which day, and how it comes (all off until chosen)',
  });

const Settings = z
  .object({
    kinds: Kinds,
    time_zone: z.string(),
    preferred_task_time: z.enum(PREFERRED_TASK_TIMES),
    reminder_hour: z
      .number()
      .int()
      .openapi({ description: 'Local hour the daily reminder goes out: morning 8, afternoon 13, evening 18' }),
    push: z.object({
      public_key: z.string().openapi({ description: 'The VAPID public key (URL-safe base64) to subscribe with' }),
      subscriptions: z.number().int().openapi({ description: "How many of the person's devices are subscribed" }),
    }),
    weekly_summary: WeeklySummary,
  })
  .openapi('NotificationSettings');

const SettingsChange = z
  .object({
    kinds: Kinds.partial().strict().optional(),
    time_zone: TimeZone.optional(),
    weekly_summary: WeeklySummary.partial().strict().optional(),
  })
  .openapi('NotificationSettingsChange');

// The URL parser drops tabs and line breaks, so they are refused before it would hide them.
const Endpoint = singleLineText(
  z
    .string({ error: 'Send the push address of the subscription.' })
    .min(1, 'Send the push address of the subscription.')
    .max(MAX_ENDPOINT_LENGTH, `The push address must be at most ${MAX_ENDPOINT_LENGTH} characters.`),
).openapi({
  description: "The push service's address for this device (https)",
  example: 'https://fcm.googleapis.com/fcm/send/…',
});
const Key = (what: string) =>
  z
    .string({ error: `Send the browser's ${what}.` })
    .min(1, `Send the browser's ${what}.`)
    .max(200);

const NewSubscription = z
  .object({
    endpoint: Endpoint,
    keys: z.object({ p256dh: Key('P-256 public key'), auth: Key('authentication secret') }),
    time_zone: TimeZone.optional(),
  })
  .openapi('PushSubscription', {
    description: 'What PushSubscription.toJSON() gives in the browser, plus the device time zone',
  });

const signedIn = { 401: errorResponse('No session: sign in first') };

const routes = {
  settings: createRoute({
    method: 'get',
    path: '/notifications/settings',
    tags: ['notifications'],
    summary: 'Your notification settings and the key to subscribe a device with',
    responses: { 200: json(Settings, 'Your settings'), ...signedIn },
  }),
  changeSettings: createRoute({
    method: 'patch',
    path: '/notifications/settings',
    tags: ['notifications'],
    summary: 'Switch kinds of notification on or off, set your time zone, or choose your weekly summary',
    request: body(SettingsChange),
    responses: {
      200: json(Settings, 'Your settings, changed'),
      400: errorResponse('Not a boolean, an unknown time zone, or a weekly summary day outside 0 to 6'),
      ...signedIn,
    },
  }),
  subscribe: createRoute({
    method: 'post',
    path: '/push/subscriptions',
    tags: ['notifications'],
    summary: 'Subscribe this device to your notifications (the same endpoint again updates it)',
    request: body(NewSubscription),
    responses: {
      201: json(z.object({ subscriptions: z.number().int() }), 'Subscribed; how many devices you now have'),
      400: errorResponse('Not an https push address on the public internet, or unusable keys'),
      ...signedIn,
    },
  }),
  unsubscribe: createRoute({
    method: 'delete',
    path: '/push/subscriptions',
    tags: ['notifications'],
    summary: 'Unsubscribe one of your devices (unknown endpoints too: 204)',
    request: body(z.object({ endpoint: Endpoint })),
    responses: {
      204: { description: 'Not subscribed any more' },
      400: errorResponse('No endpoint given'),
      ...signedIn,
    },
  }),
  test: createRoute({
    method: 'post',
    path: '/push/test',
    tags: ['notifications'],
    summary: 'Send a test notification to each of your devices now',
    responses: {
      200: json(
        z.object({ sent: z.number().int().openapi({ description: 'How many push services accepted it' }) }),
        'Sent',
      ),
      429: errorResponse('Too many tests: try again in a few minutes'),
      ...signedIn,
    },
  }),
};

export function notificationRoutes(deps: NotificationDeps) {
  return createRouter()
    .openapi(routes.settings, async (c) =>
      c.json(await notificationSettingsOf(deps, (await requireUser(c)).userId), 200),
    )
    .openapi(routes.changeSettings, async (c) => {
      const actor = await requireUser(c);
      return c.json(await changeNotificationSettings(deps, actor.userId, c.req.valid('json')), 200);
    })
    .openapi(routes.subscribe, async (c) => {
      const actor = await requireUser(c);
      return c.json({ subscriptions: await subscribe(deps, actor, c.req.valid('json')) }, 201);
    })
    .openapi(routes.unsubscribe, async (c) => {
      const actor = await requireUser(c);
      await unsubscribe(deps, actor, c.req.valid('json').endpoint);
      return c.body(null, 204);
    })
    .openapi(routes.test, async (c) => c.json({ sent: await sendTestPush(deps, await requireUser(c)) }, 200));
}

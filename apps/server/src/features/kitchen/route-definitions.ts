import { createRoute, z } from '@hono/zod-openapi';
import { singleLineText } from '@tidy/domain/text';
import { TASK_STATES } from '@tidy/domain/task-state';
import { localToday } from '../../http/dates';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { PIN_FORMAT } from './pin-hash';

// The kitchen tablet's routes (issue 20, decision 028): what each takes and answers; the handlers are in routes.ts.
// Two kinds of caller: a signed-in person (link, list and unlink tablets; their own PIN), and the tablet itself,
// which sends only its own credential (the `tidy_kitchen_device` cookie, Path=/api/kitchen) and no session.

const MAX_DEVICE_NAME = 60;
const MAX_SPACES = 50;

const SpaceRef = z.object({ id: z.string(), name: z.string() });

const Device = z
  .object({
    id: z.string(),
    name: z.string(),
    state: z.enum(['waiting', 'linked']).openapi({ description: 'waiting: its code has not been used yet' }),
    spaces: z.array(SpaceRef).openapi({ description: 'The spaces it shows, of those you run' }),
    linked_by: z.object({ user_id: z.string(), full_name: z.string() }),
    created_at: z.string(),
    linked_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
    link_expires_at: z.string().nullable().openapi({ description: 'Waiting only: when its code stops working' }),
  })
  .openapi('KitchenDevice');

const DeviceList = z
  .object({
    spaces: z.array(SpaceRef).openapi({ description: 'The spaces you run: a tablet may show these' }),
    devices: z.array(Device),
  })
  .openapi('KitchenDeviceList');

const NewDevice = z.object({
  name: singleLineText(
    z
      .string()
      .trim()
      .min(1, 'Give the tablet a name, e.g. Kitchen.')
      .max(MAX_DEVICE_NAME, `Use at most ${MAX_DEVICE_NAME} characters.`),
  ),
  space_ids: z
    .array(z.string().max(100))
    .min(1, 'Choose at least one space for the tablet to show.')
    .max(MAX_SPACES, `Choose at most ${MAX_SPACES} spaces.`),
});

const LinkStarted = z
  .object({
    device: Device,
    link: z.object({
      code: z.string().openapi({ example: 'K7QM-4TZD', description: 'Typed on the tablet at /kitchen' }),
      url: z
        .string()
        .openapi({ description: 'Or opened on the tablet: the code is after #, so it never reaches a server log' }),
      expires_at: z.string(),
    }),
  })
  .openapi('KitchenLinkStarted', {
    description: 'The code and link are in this answer only; the server keeps a hash.',
  });

const Pin = z.string().regex(PIN_FORMAT, 'Use exactly 4 digits.');
const PinStatus = z.object({ has_pin: z.boolean(), updated_at: z.string().nullable() }).openapi('KitchenPinStatus');

const Member = z.object({ user_id: z.string(), full_name: z.string(), has_pin: z.boolean() });

const Household = z
  .object({
    device: z.object({ id: z.string(), name: z.string() }),
    spaces: z.array(SpaceRef),
    members: z.array(Member).openapi({ description: 'Everyone in its spaces but guests, each once, by name' }),
  })
  .openapi('KitchenHousehold');

const Item = z
  .object({
    kind: z.enum(['daily', 'assignment', 'chore']),
    id: z.string().openapi({ description: 'The daily task, assignment or chore turn (occurrence)' }),
    space: SpaceRef,
    title: z.string(),
    estimated_time: z.number().int().nullable(),
    state: z.enum(TASK_STATES).openapi({ description: 'To do · Done · Waiting for review · Approved · Sent back' }),
    points: z.number().int().nullable(),
    points_awarded: z.number().int().nullable(),
    rejection_reason: z.string().nullable(),
    due_on: z.string().nullable(),
    overdue: z.boolean(),
    open: z.boolean().openapi({ description: 'A chore nobody has taken: doing it takes it' }),
  })
  .openapi('KitchenItem');

const MemberDay = z
  .object({
    member: Member,
    date: z.string(),
    spaces: z.array(SpaceRef.extend({ points: z.number().int() })),
    items: z.array(Item).openapi({ description: "Their own Today in the tablet's spaces, in Today's order" }),
  })
  .openapi('KitchenMemberDay');

const ActionResult = z
  .object({
    outcome: z.object({ state: z.enum(TASK_STATES), points_awarded: z.number().int().nullable() }),
    day: MemberDay,
  })
  .openapi('KitchenActionResult');

/** What the tablet sends with a member's request: the tablet's date, and the member's PIN if they set one. */
const AsMember = z.object({
  date: localToday.describe("The tablet's own date today"),
  pin: Pin.optional().openapi({ description: 'Required when the member set a PIN' }),
});

const signedIn = { 401: errorResponse('No session: sign in first') };
const tablet = {
  401: errorResponse('Not a linked tablet (`device_not_linked`): no device credential, or it was unlinked'),
};
const asMember = {
  400: errorResponse('The input is not valid'),
  ...tablet,
  403: errorResponse('`pin_required` or `wrong_pin`; or the member may not do this (a guest, someone else’s turn)'),
  404: errorResponse('The member is not on this tablet, or no such task or turn of theirs in its spaces'),
  429: errorResponse('Five wrong PINs for this member on this tablet in 15 minutes: wait (see Retry-After)'),
};
const MemberParam = z.object({ userId: z.string().min(1).max(100) });
const memberAction = <Path extends string, Param extends z.ZodObject>(path: Path, params: Param, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags: ['kitchen'],
    summary,
    request: { params, ...body(AsMember) },
    responses: {
      200: json(ActionResult, 'What it became, and the member’s day after it'),
      ...asMember,
      409: errorResponse('It was already done or changed meanwhile'),
    },
  });

export const routes = {
  devices: createRoute({
    method: 'get',
    path: '/kitchen-devices',
    tags: ['kitchen'],
    summary:
      'The spaces you may link a kitchen tablet to, and the tablets that show them (signed in; organizers see theirs)',
    responses: { 200: json(DeviceList, 'Your tablets'), ...signedIn },
  }),
  link: createRoute({
    method: 'post',
    path: '/kitchen-devices',
    tags: ['kitchen'],
    summary: 'Link a kitchen tablet to spaces you run: a one-time code for the tablet, 15 minutes (organizers)',
    request: body(NewDevice),
    responses: {
      201: json(LinkStarted, 'The tablet waiting for its code'),
      400: errorResponse('The input is not valid'),
      ...signedIn,
      403: errorResponse('Not an organizer of every space chosen'),
      404: errorResponse('Not a member of a space chosen'),
      409: errorResponse('Ten tablets linked already'),
    },
  }),
  unlink: createRoute({
    method: 'delete',
    path: '/kitchen-devices/{deviceId}',
    tags: ['kitchen'],
    summary: 'Unlink a kitchen tablet: refused at its next request (organizers of a space it shows, or who linked it)',
    request: { params: z.object({ deviceId: z.string().max(100) }) },
    responses: {
      204: { description: 'Unlinked' },
      400: errorResponse('The input is not valid (a tablet id is at most 100 characters)'),
      ...signedIn,
      403: errorResponse('A member of its spaces who is not an organizer'),
      404: errorResponse('No such tablet, or none of yours to see'),
    },
  }),
  pinStatus: createRoute({
    method: 'get',
    path: '/kitchen-pin',
    tags: ['kitchen'],
    summary: 'Whether you set a PIN for kitchen tablets (signed in)',
    responses: { 200: json(PinStatus, 'Your PIN: set or not'), ...signedIn },
  }),
  setPin: createRoute({
    method: 'put',
    path: '/kitchen-pin',
    tags: ['kitchen'],
    summary: 'Set or change your own 4-digit PIN for kitchen tablets (signed in)',
    request: body(z.object({ pin: Pin })),
    responses: { 200: json(PinStatus, 'Your PIN is set'), 400: errorResponse('Not 4 digits'), ...signedIn },
  }),
  clearPin: createRoute({
    method: 'delete',
    path: '/kitchen-pin',
    tags: ['kitchen'],
    summary: 'Remove your kitchen PIN: on a tablet, you are picked with a tap (signed in)',
    responses: { 204: { description: 'No PIN any more' }, ...signedIn },
  }),

  // ——— The tablet ———
  finishLink: createRoute({
    method: 'post',
    path: '/kitchen/link',
    tags: ['kitchen'],
    summary: 'The tablet hands in its code and gets its own credential (an httpOnly cookie); no session needed',
    request: body(z.object({ code: z.string().max(40) })),
    responses: {
      200: json(z.object({ device: z.object({ id: z.string(), name: z.string() }) }), 'Linked: the cookie is set'),
      400: errorResponse('The input is not valid'),
      404: errorResponse('`link_code_not_found`: wrong, used or expired'),
      429: errorResponse('Too many tries from this address'),
    },
  }),
  household: createRoute({
    method: 'get',
    path: '/kitchen/household',
    tags: ['kitchen'],
    summary: 'The tablet: its spaces and everyone it shows, to pick from (the device credential)',
    responses: { 200: json(Household, 'The household'), ...tablet },
  }),
  memberDay: createRoute({
    method: 'post',
    path: '/kitchen/members/{userId}/day',
    tags: ['kitchen'],
    summary: "The tablet: a member's day in its spaces, with their PIN if they set one (the device credential)",
    request: { params: MemberParam, ...body(AsMember) },
    responses: { 200: json(MemberDay, 'Their day'), ...asMember },
  }),
  completeChore: memberAction(
    '/kitchen/members/{userId}/chore-occurrences/{occurrenceId}/complete',
    MemberParam.extend({ occurrenceId: z.string().max(100) }),
    'The tablet: the member marks their chore turn (or an open one) done, as on their own Today',
  ),
  completeDailyTask: memberAction(
    '/kitchen/members/{userId}/daily-tasks/{taskId}/complete',
    MemberParam.extend({ taskId: z.string().max(100) }),
    'The tablet: the member marks their daily task done',
  ),
  uncompleteDailyTask: memberAction(
    '/kitchen/members/{userId}/daily-tasks/{taskId}/uncomplete',
    MemberParam.extend({ taskId: z.string().max(100) }),
    'The tablet: the member marks their daily task not done',
  ),
  submitDailyTask: memberAction(
    '/kitchen/members/{userId}/daily-tasks/{taskId}/submit',
    MemberParam.extend({ taskId: z.string().max(100) }),
    'The tablet: the member sends their daily task for review',
  ),
  submitAssignment: memberAction(
    '/kitchen/members/{userId}/assignments/{assignmentId}/submit',
    MemberParam.extend({ assignmentId: z.string().max(100) }),
    'The tablet: the member sends what was assigned to them for review',
  ),
  events: createRoute({
    method: 'get',
    path: '/kitchen/events',
    tags: ['kitchen'],
    summary:
      'The tablet: live changes in its spaces (server-sent events); `ended` when it is unlinked or loses a space',
    responses: {
      200: {
        content: { 'text/event-stream': { schema: z.string() } },
        description: 'A stream of {"type":"changed","space_id":…}',
      },
      ...tablet,
    },
  }),
};

import { createRoute, z } from '@hono/zod-openapi';
import { multiLineText, singleLineText } from '@tidy/domain/text';
import { requireUser } from '../../auth/session';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { LEDGER_KINDS } from '../../db/schema/points';
import { MAX_ADJUSTMENT, adjust, ledger, undo, type PointsDeps } from './service';

// The ledger (issue 17): everyone reads their own points history; organizers read anyone's in their
// space, adjust a member's points with a reason, and undo an entry made by mistake.

const MAX_REASON = 200;

const Person = z.object({
  user_id: z.string().nullable().openapi({ description: "Null for someone who has since deleted their account ('Unknown User')" }),
  full_name: z.string(),
});

const LedgerEntry = z
  .object({
    id: z.string(),
    user_id: z.string(),
    kind: z.enum(LEDGER_KINDS).openapi({ description: 'earn, spend, adjust; refund undoes a spend, reversal undoes an earning or adjustment' }),
    points: z.number().int().openapi({ description: 'Positive adds to the balance, negative takes from it' }),
    reason: z.string(),
    for: z
      .object({ kind: z.enum(['daily_task', 'assignment', 'chore', 'reward']), id: z.string() })
      .nullable()
      .openapi({ description: 'The work that earned it or the reward request that spent it' }),
    reverses_id: z.string().nullable(),
    undone: z.boolean(),
    can_undo: z.boolean().openapi({ description: 'The viewer may undo it (organizers, not their own points)' }),
    by: Person.openapi({ description: 'Who approved, adjusted or undid it' }),
    created_at: z.string(),
  })
  .openapi('LedgerEntry');

const Ledger = z
  .object({
    member: z.string().nullable().openapi({ description: "The member whose ledger this is; null for the whole space's" }),
    balance: z.number().int().min(0).nullable(),
    entries: z.array(LedgerEntry),
    next_before: z.string().nullable().openapi({ description: 'Pass as `before` for the next (older) page' }),
  })
  .openapi('Ledger');

const Moved = z.object({ entry: LedgerEntry, balance: z.number().int().min(0) }).openapi('PointsMoved');

const SpaceParam = z.object({ spaceId: z.string().openapi({ param: { name: 'spaceId', in: 'path' } }) });
const EntryParam = z.object({ entryId: z.string().openapi({ param: { name: 'entryId', in: 'path' } }) });

const reasonMessage = `Write a reason of at most ${MAX_REASON} characters.`;
const amountMessage = `Points must be a whole number from -${MAX_ADJUSTMENT} to ${MAX_ADJUSTMENT}, not 0.`;

const Adjustment = z.object({
  user_id: z.string({ error: 'Choose a member.' }).min(1, 'Choose a member.'),
  points: z
    .number({ error: amountMessage })
    .int(amountMessage)
    .min(-MAX_ADJUSTMENT, amountMessage)
    .max(MAX_ADJUSTMENT, amountMessage)
    .refine((value) => value !== 0, amountMessage),
  reason: singleLineText(
    z.string({ error: 'A reason is required.' }).trim().min(1, 'A reason is required.').max(MAX_REASON, reasonMessage),
  ),
});

const Undo = z.object({
  reason: multiLineText(z.string().trim().max(MAX_REASON, reasonMessage)).optional(),
});

const LedgerQuery = z.object({
  member: z.string().optional().openapi({ description: "A member's user id, or 'all' for the whole space (organizers); yourself by default" }),
  before: z.string().optional().openapi({ description: 'Entries older than this entry' }),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

const routes = {
  ledger: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/points',
    tags: ['points'],
    summary: "A page of the points ledger: yours, or (organizers) a member's or the whole space's, newest first",
    request: { params: SpaceParam, query: LedgerQuery },
    responses: {
      200: json(Ledger, 'The entries and the balance'),
      400: errorResponse('Bad page position or size'),
      401: errorResponse('No session'),
      403: errorResponse("Not an organizer, asking for someone else's points"),
      404: errorResponse('No such space, or not a member; or no such member'),
    },
  }),
  adjust: createRoute({
    method: 'post',
    path: '/spaces/{spaceId}/points/adjustments',
    tags: ['points'],
    summary: "Add or take a member's points with a reason (organizers; never their own, never below 0)",
    request: { params: SpaceParam, ...body(Adjustment) },
    responses: {
      201: json(Moved, 'The adjustment and the new balance'),
      400: errorResponse('Invalid amount or reason'),
      401: errorResponse('No session'),
      403: errorResponse('Not an organizer, or their own points'),
      404: errorResponse('No such space or member'),
      409: errorResponse('It would take the balance below 0'),
    },
  }),
  undo: createRoute({
    method: 'post',
    path: '/points/{entryId}/undo',
    tags: ['points'],
    summary: 'Undo an entry made by mistake with a reversing entry (organizers; once; never their own points)',
    request: { params: EntryParam, ...body(Undo, { required: false }) },
    responses: {
      201: json(Moved, 'The reversing entry and the new balance'),
      400: errorResponse('Invalid reason'),
      401: errorResponse('No session'),
      403: errorResponse('Not an organizer, or their own points'),
      404: errorResponse('No such entry, or not in your space'),
      409: errorResponse('Already undone, an undo itself, or it would take the balance below 0'),
    },
  }),
};

export function pointsRoutes(deps: PointsDeps) {
  return createRouter()
    .openapi(routes.ledger, async (c) => {
      const actor = await requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await ledger(deps, actor, c.req.valid('param').spaceId, c.req.valid('query')), 200);
    })
    .openapi(routes.adjust, async (c) => {
      const actor = await requireUser(c);
      return c.json(await adjust(deps, actor, c.req.valid('param').spaceId, c.req.valid('json')), 201);
    })
    .openapi(routes.undo, async (c) => {
      const actor = await requireUser(c);
      const reason = c.req.valid('json')?.reason ?? '';
      return c.json(await undo(deps, actor, c.req.valid('param').entryId, reason), 201);
    });
}

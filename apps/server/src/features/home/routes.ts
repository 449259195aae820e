import { createRoute, z } from '@hono/zod-openapi';
import { MAX_SPACE_DESCRIPTION_LENGTH } from '@tidy/domain/constants';
import { multiLineText } from '@tidy/domain/text';
import { onboardingInput, preferencesInput, spaceName } from '@tidy/domain/validation';
import { requireUser } from '../../auth/session';
import type { Database } from '../../db/client';
import { NotFound } from '../../http/errors';
import { localToday } from '../../http/dates';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { authorize, canDeleteSpace, canEditSpace, requireMembership, SPACE_NOT_FOUND } from '../../policy/spaces';
import type { FileRemovalQueueDeps } from '../../platform/storage/file-removals';
import { createHome, deleteSpace, getPreferences, getSpaceSummary, homeStatus, listSpaces, savePreferences, updateSpace } from './service';
import { HouseholdTimeZone } from './time-zone';

const Space = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    space_type: z.string(),
    description: z.string(),
    is_analyzed: z.boolean(),
    created_at: z.string(),
    role: z.enum(['organizer', 'parent', 'child', 'guest']),
    is_owner: z.boolean(),
    task_count: z.number().int(),
    completed_task_count: z.number().int(),
    time_zone: z.string().openapi({ description: "The household's IANA time zone: chores fall due by its clock" }),
  })
  .openapi('Space');

const Preferences = z
  .object({
    daily_time_available: z.number().int(),
    energy_level: z.string(),
    organization_experience: z.string(),
    task_frequency: z.string(),
    preferred_task_time: z.string(),
    motivation_style: z.string(),
  })
  .openapi('Preferences');

const SpaceChanges = z
  .object({
    name: spaceName.optional(),
    description: multiLineText(
      z
        .string()
        .trim()
        .max(MAX_SPACE_DESCRIPTION_LENGTH, `The description must be ${MAX_SPACE_DESCRIPTION_LENGTH} characters or fewer.`),
    ).optional(),
    time_zone: HouseholdTimeZone.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Send a new name, description or time zone.',
  });

const SpaceParams = z.object({ spaceId: z.string().openapi({ param: { name: 'spaceId', in: 'path' } }) });

const signedIn = { 401: errorResponse('No session: sign in first') };

const routes = {
  status: createRoute({
    method: 'get',
    path: '/home/status',
    tags: ['home'],
    summary: 'Whether the person has onboarded (belongs to a space, or has a pending invite)',
    responses: {
      200: json(z.object({ onboarded: z.boolean(), has_spaces: z.boolean(), has_pending_invite: z.boolean() }), 'Status'),
      ...signedIn,
    },
  }),
  create: createRoute({
    method: 'post',
    path: '/home',
    tags: ['home'],
    summary: 'Create spaces (1–3) with starter tasks, and save preferences, in one transaction',
    request: body(
      onboardingInput.extend({
        today: localToday.optional(),
        time_zone: HouseholdTimeZone.optional().openapi({ description: "The new spaces' time zone (the creator's device); UTC without it" }),
      }),
    ),
    responses: {
      201: json(z.object({ spaces: z.array(Space) }), 'The new spaces'),
      400: errorResponse('The input is not valid (the message names the field)'),
      ...signedIn,
    },
  }),
  list: createRoute({
    method: 'get',
    path: '/spaces',
    tags: ['home'],
    summary: 'The spaces the person owns or has joined, newest first',
    responses: { 200: json(z.object({ spaces: z.array(Space) }), 'Spaces'), ...signedIn },
  }),
  update: createRoute({
    method: 'patch',
    path: '/spaces/{spaceId}',
    tags: ['home'],
    summary: 'Rename a space, or change its description or time zone (organizers)',
    request: { params: SpaceParams, ...body(SpaceChanges) },
    responses: {
      200: json(z.object({ space: Space }), 'The updated space'),
      400: errorResponse('The input is not valid'),
      ...signedIn,
      403: errorResponse('Only organizers can change a space'),
      404: errorResponse('Space not found'),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/spaces/{spaceId}',
    tags: ['home'],
    summary: 'Delete a space with its tasks and memberships (organizers)',
    request: { params: SpaceParams },
    responses: {
      204: { description: 'Deleted' },
      ...signedIn,
      403: errorResponse('Only organizers can delete a space'),
      404: errorResponse('Space not found'),
    },
  }),
  getPreferences: createRoute({
    method: 'get',
    path: '/preferences',
    tags: ['home'],
    summary: "The person's preferences (the defaults until saved)",
    responses: { 200: json(z.object({ preferences: Preferences, saved: z.boolean() }), 'Preferences'), ...signedIn },
  }),
  savePreferences: createRoute({
    method: 'put',
    path: '/preferences',
    tags: ['home'],
    summary: "Save the person's preferences",
    request: body(preferencesInput),
    responses: {
      200: json(z.object({ preferences: Preferences }), 'Saved'),
      400: errorResponse('The input is not valid'),
      ...signedIn,
    },
  }),
};

export function homeRoutes(deps: FileRemovalQueueDeps & { db: Database }) {
  const { db } = deps;
  return createRouter()
    .openapi(routes.status, async (c) => {
      const actor = await requireUser(c);
      return c.json(await homeStatus(db, actor), 200);
    })
    .openapi(routes.create, async (c) => {
      const actor = await requireUser(c);
      const { today, time_zone: timeZone, ...input } = c.req.valid('json');
      const created = await createHome(db, actor, input, today ?? new Date().toISOString().slice(0, 10), timeZone);
      return c.json({ spaces: created }, 201);
    })
    .openapi(routes.list, async (c) => {
      const actor = await requireUser(c);
      return c.json({ spaces: await listSpaces(db, actor.userId) }, 200);
    })
    .openapi(routes.update, async (c) => {
      const actor = await requireUser(c);
      const { spaceId } = c.req.valid('param');
      const member = await requireMembership(db, actor, spaceId);
      authorize(canEditSpace(member), 'Only organizers can change this space.');
      await updateSpace(db, spaceId, c.req.valid('json'));
      const space = await getSpaceSummary(db, actor.userId, spaceId);
      if (!space) throw new NotFound(SPACE_NOT_FOUND);
      return c.json({ space }, 200);
    })
    .openapi(routes.remove, async (c) => {
      const actor = await requireUser(c);
      const { spaceId } = c.req.valid('param');
      const member = await requireMembership(db, actor, spaceId);
      authorize(canDeleteSpace(member), 'Only organizers can delete this space.');
      await deleteSpace(deps, spaceId);
      return c.body(null, 204);
    })
    .openapi(routes.getPreferences, async (c) => {
      const actor = await requireUser(c);
      return c.json(await getPreferences(db, actor.userId), 200);
    })
    .openapi(routes.savePreferences, async (c) => {
      const actor = await requireUser(c);
      return c.json({ preferences: await savePreferences(db, actor.userId, c.req.valid('json')) }, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { SPACE_TYPES } from '@tidy/domain/constants';
import { UPKEEP_STATUSES, upkeepTaskInput } from '@tidy/domain/upkeep';
import { requireUser } from '../../auth/session';
import { localToday } from '../../http/dates';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { addUpkeepTask, areaDetail, completeUpkeepTask, deleteUpkeepTask, listAreas, type UpkeepDeps } from './service';

// Recurring upkeep of a space's areas (spec 02 §2 sub-space screen): the areas with what is due, one area's
// tasks, Add New Task, Mark Complete and removing a task. "today" is the person's own date (their device).

const isoDate = z.string().openapi({ format: 'date', example: '2026-05-04' });

const UpkeepTask = z
  .object({
    id: z.string(),
    name: z.string(),
    interval_days: z.number().int(),
    last_done_on: isoDate.nullable(),
    last_done_by_name: z.string().nullable(),
    next_due_on: isoDate,
    status: z.enum(UPKEEP_STATUSES).openapi({ description: 'completed: done this interval; overdue: past due; pending: due today or never done' }),
  })
  .openapi('UpkeepTask');

const AreaSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    task_count: z.number().int(),
    due_count: z.number().int().openapi({ description: 'Tasks pending or overdue' }),
    next_due_on: isoDate.nullable(),
  })
  .openapi('UpkeepAreaSummary');

const SpaceParam = z.object({ spaceId: z.string().max(100) });
const AreaParam = SpaceParam.extend({ areaId: z.string().max(100) });
const TaskParam = z.object({ taskId: z.string().max(100) });
const Today = z.object({ today: localToday });

const common = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
  404: errorResponse('No such space, area or task, or not a member of the space'),
};

const routes = {
  areas: createRoute({
    method: 'get', path: '/spaces/{spaceId}/areas', tags: ['upkeep'],
    summary: "The space's areas, with their task counts, how many are due and the next due date",
    request: { params: SpaceParam, query: Today },
    responses: { 200: json(z.object({ areas: z.array(AreaSummary) }), 'Areas in the order of the space type'), ...common },
  }),
  area: createRoute({
    method: 'get', path: '/spaces/{spaceId}/areas/{areaId}', tags: ['upkeep'],
    summary: "One area's recurring tasks with last done, next due and status (the sub-space screen)",
    request: { params: AreaParam, query: Today },
    responses: {
      200: json(
        z.object({
          space: z.object({ id: z.string(), name: z.string(), space_type: z.enum(SPACE_TYPES) }),
          area: z.object({ id: z.string(), name: z.string() }),
          tasks: z.array(UpkeepTask),
        }),
        'The area and its tasks, in the order they were added',
      ),
      ...common,
    },
  }),
  add: createRoute({
    method: 'post', path: '/spaces/{spaceId}/areas/{areaId}/tasks', tags: ['upkeep'],
    summary: 'Add New Task: a recurring task of the area, due at once (organizers, parents)',
    request: { params: AreaParam, ...body(upkeepTaskInput.extend({ today: localToday.optional() })) },
    responses: {
      201: json(z.object({ task: UpkeepTask }), 'Added'),
      ...common,
      403: errorResponse('Only organizers and parents add upkeep tasks'),
      409: errorResponse('The area already holds as many tasks as it may'),
    },
  }),
  complete: createRoute({
    method: 'post', path: '/upkeep-tasks/{taskId}/complete', tags: ['upkeep'],
    summary: 'Mark Complete: done today, due again one interval later (members, not guests)',
    request: { params: TaskParam, ...body(Today) },
    responses: { 200: json(z.object({ task: UpkeepTask }), 'The task as it now stands'), ...common, 403: errorResponse('Guests do not mark upkeep done') },
  }),
  remove: createRoute({
    method: 'delete', path: '/upkeep-tasks/{taskId}', tags: ['upkeep'], summary: 'Remove an upkeep task and its history (organizers, parents)',
    request: { params: TaskParam },
    responses: { 204: { description: 'Removed' }, ...common, 403: errorResponse('Only organizers and parents remove upkeep tasks') },
  }),
};

export function upkeepRoutes(deps: UpkeepDeps) {
  return createRouter()
    .openapi(routes.areas, async (c) => {
      const actor = await requireUser(c);
      return c.json(await listAreas(deps, actor, c.req.valid('param').spaceId, c.req.valid('query').today), 200);
    })
    .openapi(routes.area, async (c) => {
      const actor = await requireUser(c);
      const { spaceId, areaId } = c.req.valid('param');
      return c.json(await areaDetail(deps, actor, spaceId, areaId, c.req.valid('query').today), 200);
    })
    .openapi(routes.add, async (c) => {
      const actor = await requireUser(c);
      const { spaceId, areaId } = c.req.valid('param');
      const { today, ...input } = c.req.valid('json');
      const task = await addUpkeepTask(deps, actor, spaceId, areaId, input, today ?? new Date().toISOString().slice(0, 10));
      return c.json({ task }, 201);
    })
    .openapi(routes.complete, async (c) => {
      const actor = await requireUser(c);
      return c.json({ task: await completeUpkeepTask(deps, actor, c.req.valid('param').taskId, c.req.valid('json').today) }, 200);
    })
    .openapi(routes.remove, async (c) => {
      await deleteUpkeepTask(deps, await requireUser(c), c.req.valid('param').taskId);
      return c.body(null, 204);
    });
}

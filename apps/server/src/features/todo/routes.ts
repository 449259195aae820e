import { createRoute, z } from '@hono/zod-openapi';
import { MAX_TITLE_LENGTH, TODO_MINUTES } from '@tidy/domain/constants';
import { quickSelectorPoints } from '@tidy/domain/points';
import { MAX_TIMER_SECONDS } from '@tidy/domain/todo-timer';
import { singleLineText } from '@tidy/domain/text';
import { todoInput } from '@tidy/domain/validation';
import { requireUser } from '../../auth/session';
import { localToday } from '../../http/dates';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import {
  MAX_TODO_ITEMS,
  addTodoItem,
  changeTodoItem,
  clearCompletedTodoItems,
  listTodoItems,
  removeTodoItem,
  syncTodoItems,
  type TodoDeps,
} from './service';

// The to-do list (spec 02 §2–§5): your own items, each with a timer whose time is saved when it pauses or
// the item is completed; Clear Completed; and the merge of a list kept offline.

const DAY_MS = 86_400_000;
const MAX_STEP_ID = 1000;

const TodoItem = z
  .object({
    id: z.string(),
    task: z.string(),
    completed: z.boolean(),
    completedAt: z.string().nullable(),
    completedOn: z.string().nullable().openapi({ description: "The person's local date of completion" }),
    stepId: z.number().int().nullable(),
    stepTitle: z.string().nullable(),
    estimatedTime: z.number().int(),
    points: z.number().int(),
    isCustom: z.boolean(),
    timeSpentSeconds: z.number().int(),
    addedAt: z.string(),
  })
  .openapi('TodoItem');

const timeSpentMessage = `Time spent must be a whole number of seconds from 0 to ${MAX_TIMER_SECONDS}.`;
const timeSpentSeconds = z
  .number({ error: timeSpentMessage })
  .int(timeSpentMessage)
  .min(0, timeSpentMessage)
  .max(MAX_TIMER_SECONDS, timeSpentMessage);

const stepMessage = `A lesson step is a whole number from 1 to ${MAX_STEP_ID}.`;
const maxPoints = quickSelectorPoints(TODO_MINUTES.max);
const pointsMessage = 'A to-do item earns at most two points per minute.';

/** What every new item carries; points default to round(time × 2) for presets and 0 for your own tasks. */
const NewItemFields = todoInput.extend({
  stepId: z.number({ error: stepMessage }).int(stepMessage).min(1, stepMessage).max(MAX_STEP_ID, stepMessage).nullish(),
  stepTitle: singleLineText(z.string().trim().max(MAX_TITLE_LENGTH, `Keep it under ${MAX_TITLE_LENGTH} characters.`)).nullish(),
  isCustom: z.boolean().default(true),
  points: z.number({ error: pointsMessage }).int(pointsMessage).min(0, pointsMessage).max(maxPoints, pointsMessage).optional(),
});
// A preset is worth round(time × 2): no item may claim more than that for its time.
const pointsWithinTime = (item: { points?: number | undefined; estimatedTime: number }) =>
  item.points === undefined || item.points <= quickSelectorPoints(item.estimatedTime);

const clientId = z.string().min(1).max(100).openapi({ description: "The client's id for the item (a uuid is kept as the item's id)" });

const NewItem = NewItemFields.extend({ id: clientId.optional() })
  .refine(pointsWithinTime, { path: ['points'], message: pointsMessage })
  .openapi('NewTodoItem');

const Change = z
  .object({
    completed: z.boolean().optional(),
    completedOn: localToday.optional().openapi({ description: "Your local date (YYYY-MM-DD); required when completing" }),
    timeSpentSeconds: timeSpentSeconds.optional(),
  })
  .superRefine((change, context) => {
    if (change.completed === undefined && change.timeSpentSeconds === undefined) {
      context.addIssue({ code: 'custom', path: [], message: 'Send completed or timeSpentSeconds to change.' });
    }
    if (change.completed === true && change.completedOn === undefined) {
      context.addIssue({ code: 'custom', path: ['completedOn'], message: 'Send your local date when completing an item.' });
    }
  })
  .openapi('TodoChange');

/** A day no later than tomorrow as the server sees it: offline, an item may have been done days ago. */
const pastDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-21')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    // Date.parse rolls "2024-02-31" over into March: only a date that reads back the same is a real one.
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(value) && time <= Date.now() + DAY_MS;
  }, 'must be a real day, not in the future');
const instant = z.iso.datetime({ offset: true, error: 'must be a date and time like 2026-11-21T09:30:00Z' });

const OfflineItem = NewItemFields.extend({
  id: clientId,
  completed: z.boolean().default(false),
  completedOn: pastDay.nullish(),
  completedAt: instant.nullish(),
  timeSpentSeconds: timeSpentSeconds.default(0),
  addedAt: instant,
})
  .refine(pointsWithinTime, { path: ['points'], message: pointsMessage })
  .refine((item) => !item.completed || Boolean(item.completedOn), {
    path: ['completedOn'],
    message: 'A completed item needs the day it was completed.',
  });

const Sync = z
  .object({
    items: z.array(OfflineItem).max(MAX_TODO_ITEMS, `Send at most ${MAX_TODO_ITEMS} items.`),
    removedIds: z.array(clientId).max(MAX_TODO_ITEMS, `Send at most ${MAX_TODO_ITEMS} ids.`).default([]),
  })
  .openapi('TodoSync');

const IdParam = z.object({ id: z.string().max(100) });
const common = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
};
const notFound = { 404: errorResponse('No such item of yours') };
const full = { 409: errorResponse(`The list already holds ${MAX_TODO_ITEMS} items`) };

const routes = {
  list: createRoute({
    method: 'get', path: '/todo', tags: ['todo'], summary: 'Your to-do list, oldest first',
    responses: { 200: json(z.object({ items: z.array(TodoItem) }), 'The list'), 401: common[401] },
  }),
  add: createRoute({
    method: 'post', path: '/todo', tags: ['todo'],
    summary: `Add an item (1–${TODO_MINUTES.max} minutes, default ${TODO_MINUTES.default}); at most ${MAX_TODO_ITEMS} items`,
    request: body(NewItem),
    responses: { 201: json(z.object({ item: TodoItem }), 'Added (or, for a client id already yours, the item made before)'), ...common, ...full },
  }),
  change: createRoute({
    method: 'patch', path: '/todo/{id}', tags: ['todo'], summary: 'Complete or reopen an item, and/or save the time on its timer',
    request: { params: IdParam, ...body(Change) },
    responses: { 200: json(z.object({ item: TodoItem }), 'Changed'), ...common, ...notFound },
  }),
  remove: createRoute({
    method: 'delete', path: '/todo/{id}', tags: ['todo'], summary: 'Remove an item',
    request: { params: IdParam },
    responses: { 204: { description: 'Removed' }, ...common, ...notFound },
  }),
  clearCompleted: createRoute({
    method: 'post', path: '/todo/clear-completed', tags: ['todo'], summary: 'Clear Completed: remove every completed item',
    responses: { 200: json(z.object({ removed: z.number().int() }), 'How many were removed'), 401: common[401] },
  }),
  sync: createRoute({
    method: 'post', path: '/todo/sync', tags: ['todo'],
    summary: 'Merge a list kept offline into yours, once (by client id); returns the whole list',
    request: body(Sync),
    responses: { 200: json(z.object({ items: z.array(TodoItem) }), 'The list after the merge'), ...common, ...full },
  }),
};

export function todoRoutes(deps: TodoDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json({ items: await listTodoItems(deps, await requireUser(c)) }, 200))
    .openapi(routes.add, async (c) => {
      const actor = await requireUser(c);
      return c.json({ item: await addTodoItem(deps, actor, c.req.valid('json')) }, 201);
    })
    .openapi(routes.change, async (c) => {
      const actor = await requireUser(c);
      return c.json({ item: await changeTodoItem(deps, actor, c.req.valid('param').id, c.req.valid('json')) }, 200);
    })
    .openapi(routes.remove, async (c) => {
      await removeTodoItem(deps, await requireUser(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.clearCompleted, async (c) => c.json({ removed: await clearCompletedTodoItems(deps, await requireUser(c)) }, 200))
    .openapi(routes.sync, async (c) => {
      const actor = await requireUser(c);
      return c.json({ items: await syncTodoItems(deps, actor, c.req.valid('json')) }, 200);
    });
}

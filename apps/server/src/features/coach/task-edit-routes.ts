import { createRoute, z } from '@hono/zod-openapi';
import { TASK_CATEGORIES } from '@tidy/domain/constants';
import { editPromptInput, spaceTaskInput } from '@tidy/domain/validation';
import { requireUser } from '../../auth/session';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { EDITED_FIELDS } from './edit-plan';
import {
  applyTaskEdit,
  latestTaskListVersion,
  previewTaskEdit,
  undoTaskListVersion,
  type VersionDeps,
} from './task-list-versions';

// Edit by prompt, previewed then applied, and Undo of a change of the task list (issue 18).

/** More open tasks than a proposal may carry: far beyond a room's list, small enough to refuse a flood. */
const MAX_PROPOSED_TASKS = 300;

const TaskFields = z.object({
  title: z.string(),
  description: z.string(),
  category: z.enum(TASK_CATEGORIES),
  priority: z.number().int(),
  estimated_time: z.number().int(),
});
const ProposedTask = TaskFields.extend({
  id: z.string().optional().openapi({ description: 'The open task it keeps; none for a new task' }),
}).openapi('ProposedTask');
const FieldChange = z
  .object({
    field: z.enum(EDITED_FIELDS),
    before: z.union([z.string(), z.number()]),
    after: z.union([z.string(), z.number()]),
  })
  .openapi('TaskFieldChange');
const TaskEditPreview = z
  .object({
    understood: z.boolean(),
    message: z.string(),
    changes: z.object({
      added: z.array(TaskFields),
      changed: z.array(
        z.object({
          id: z.string(),
          title: z.string().openapi({ description: 'Its title after the change' }),
          fields: z.array(FieldChange),
          moved: z.boolean().openapi({ description: 'Its place in the list changes' }),
        }),
      ),
      removed: z.array(TaskFields.extend({ id: z.string() })),
    }),
    proposal: z
      .object({
        basis: z
          .string()
          .openapi({
            description: 'Fingerprint of the open tasks (ids and updated_at) the proposal was computed from',
          }),
        tasks: z.array(ProposedTask),
      })
      .nullable()
      .openapi({ description: 'What Apply takes back; null when the coach did not understand' }),
  })
  .openapi('TaskEditPreview');
const SpaceTaskList = z
  .array(z.object({}).passthrough())
  .openapi({ description: 'Space tasks, as GET /spaces/{spaceId}/space-tasks returns them' });
const TaskListVersion = z
  .object({
    id: z.string(),
    reason: z.enum(['edit', 'reanalyze']),
    summary: z.string(),
    added_count: z.number().int(),
    created_at: z.string(),
    undo_until: z.string(),
  })
  .openapi('TaskListVersion');

const basisMessage = 'basis: Send back the proposal of a preview.';
const ProposalInput = z.object({
  basis: z.string({ error: basisMessage }).min(1, basisMessage).max(200, basisMessage),
  tasks: z
    .array(
      spaceTaskInput.extend({ id: z.string().max(100, 'Choose an open, unassigned task of this space.').optional() }),
      {
        error: 'tasks: Send back the proposed tasks.',
      },
    )
    .max(MAX_PROPOSED_TASKS, `tasks: A proposal holds at most ${MAX_PROPOSED_TASKS} tasks.`),
});

const SpaceParam = z.object({ spaceId: z.string().max(100) });
const VersionParam = SpaceParam.extend({ versionId: z.string().max(100) });
const common = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
  403: errorResponse('Only organizers and parents change the task list'),
  404: errorResponse('Not found, or not a member of the space'),
};

const routes = {
  preview: createRoute({
    method: 'post',
    path: '/spaces/{spaceId}/coach/edit-tasks',
    tags: ['coach'],
    summary:
      "Preview a change of the space's open tasks asked in plain words: what would be added, changed and removed. Writes nothing",
    request: { params: SpaceParam, ...body(z.object({ prompt: editPromptInput.shape.editPrompt })) },
    responses: { 200: json(TaskEditPreview, 'What the change would do, and the proposal to apply'), ...common },
  }),
  apply: createRoute({
    method: 'post',
    path: '/spaces/{spaceId}/coach/edit-tasks/apply',
    tags: ['coach'],
    summary: 'Apply a previewed change, saving the list as it was so the change can be undone for 24 hours',
    request: { params: SpaceParam, ...body(ProposalInput) },
    responses: {
      200: json(
        z.object({
          message: z.string(),
          versionId: z.string().nullable().openapi({ description: 'The change to undo; null when nothing changed' }),
          undoUntil: z.string().nullable(),
          tasks: SpaceTaskList,
        }),
        'The task list after the change',
      ),
      ...common,
      409: errorResponse('The open tasks changed since the preview'),
    },
  }),
  latest: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/task-list-versions/latest',
    tags: ['coach'],
    summary:
      "The space's newest change of its task list that can still be undone (an edit by prompt or a reanalysis), if any",
    request: { params: SpaceParam },
    responses: { 200: json(z.object({ version: TaskListVersion.nullable() }), 'The change, or null'), ...common },
  }),
  undo: createRoute({
    method: 'post',
    path: '/spaces/{spaceId}/task-list-versions/{versionId}/undo',
    tags: ['coach'],
    summary: 'Undo a change of the task list: added tasks go, changed and removed ones come back exactly',
    request: { params: VersionParam },
    responses: {
      200: json(z.object({ message: z.string(), tasks: SpaceTaskList }), 'The task list after Undo'),
      ...common,
      409: errorResponse('Already undone, expired, a later change not undone, or a task worked on since'),
    },
  }),
};

export function taskEditRoutes(deps: VersionDeps) {
  return createRouter()
    .openapi(routes.preview, async (c) => {
      const actor = await requireUser(c);
      return c.json(await previewTaskEdit(deps, actor, c.req.valid('param').spaceId, c.req.valid('json').prompt), 200);
    })
    .openapi(routes.apply, async (c) => {
      const actor = await requireUser(c);
      return c.json(await applyTaskEdit(deps, actor, c.req.valid('param').spaceId, c.req.valid('json')), 200);
    })
    .openapi(routes.latest, async (c) => {
      const actor = await requireUser(c);
      return c.json({ version: await latestTaskListVersion(deps, actor, c.req.valid('param').spaceId) }, 200);
    })
    .openapi(routes.undo, async (c) => {
      const actor = await requireUser(c);
      const { spaceId, versionId } = c.req.valid('param');
      return c.json(await undoTaskListVersion(deps, actor, spaceId, versionId), 200);
    });
}

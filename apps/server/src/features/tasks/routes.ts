import { createRoute, z } from '@hono/zod-openapi';
import { DAILY_TASK_MINUTES, DAILY_TASK_POINTS, DEFAULT_APPROVAL_POINTS } from '@tidy/domain/constants';
import { multiLineText } from '@tidy/domain/text';
import { dailyTaskInput } from '@tidy/domain/validation';
import { streamSSE } from 'hono/streaming';
import { requireUser } from '../../auth/session';
import { localToday } from '../../http/dates';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { requireMembership } from '../../policy/spaces';
import {
  addDailyTasks,
  approvalQueue,
  assignTask,
  changeDailyTask,
  listDailyTasks,
  listSpaceTasks,
  reviewAssignment,
  reviewDailyTask,
  spaceDetail,
  submitAssignment,
  toggleSpaceTask,
  type TaskDeps,
} from './service';

const optionalBody = <T extends Parameters<typeof body>[0]>(schema: T) => body(schema, { required: false });

const HEARTBEAT_MS = 25_000;

const taskDate = localToday;

const DAILY_TIME_MESSAGE = `Time must be a whole number from ${DAILY_TASK_MINUTES.min} to ${DAILY_TASK_MINUTES.max} minutes.`;
const SUGGESTION_TIME_MESSAGE = `Time must be a whole number from 1 to ${DAILY_TASK_MINUTES.max} minutes.`;
/** Your own tasks take 5–480 minutes (02 §5); the coach's quick wins may take 2. */
const suggestedDailyTaskInput = dailyTaskInput.extend({
  estimated_time: z
    .number({ error: SUGGESTION_TIME_MESSAGE })
    .int(SUGGESTION_TIME_MESSAGE)
    .min(1, SUGGESTION_TIME_MESSAGE)
    .max(DAILY_TASK_MINUTES.max, DAILY_TIME_MESSAGE)
    .default(DAILY_TASK_MINUTES.default),
});

const Role = z.enum(['organizer', 'parent', 'child', 'guest']);
const DailyTask = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    estimated_time: z.number().int(),
    points: z.number().int(),
    task_date: z.string(),
    is_completed: z.boolean(),
    completed_at: z.string().nullable(),
    submission_status: z.enum(['draft', 'submitted', 'approved', 'rejected']),
    submitted_at: z.string().nullable(),
    approved_at: z.string().nullable(),
    rejection_reason: z.string().nullable(),
    points_awarded: z.number().int().nullable(),
    self_approved: z.boolean().openapi({ description: "An organizer's own task, approved as they submitted it" }),
  })
  .openapi('DailyTask');
const Assignment = z
  .object({
    id: z.string(),
    task_id: z.string(),
    assigned_to: z.string(),
    assignee_name: z.string(),
    status: z.enum(['pending', 'submitted', 'approved', 'rejected']),
    submitted_at: z.string().nullable(),
    approved_at: z.string().nullable(),
    rejection_reason: z.string().nullable(),
    points_awarded: z.number().int().nullable(),
  })
  .openapi('Assignment');
const SpaceTask = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    priority: z.number().int(),
    estimated_time: z.number().int(),
    order_index: z.number().int(),
    is_completed: z.boolean(),
    updated_at: z.string(),
    assignment: Assignment.nullable(),
  })
  .openapi('SpaceTask');
const SpaceDetail = z
  .object({
    space: z.object({
      id: z.string(),
      name: z.string(),
      space_type: z.string(),
      description: z.string(),
      is_analyzed: z.boolean(),
      created_at: z.string(),
    }),
    role: Role,
    is_owner: z.boolean(),
    my_points: z.number().int(),
    members: z.array(z.object({ user_id: z.string(), full_name: z.string(), email: z.string().nullable().describe('Only for organizers (who manage members) and for yourself'), role: Role, is_you: z.boolean() })),
    progress: z.object({ total: z.number().int(), completed: z.number().int() }),
    can: z.object({ set_up: z.boolean(), edit_tasks: z.boolean(), review: z.boolean(), assign: z.boolean() }),
  })
  .openapi('SpaceDetail');
const ApprovalItem = z
  .object({
    kind: z.enum(['daily', 'assignment']),
    id: z.string(),
    title: z.string(),
    estimated_time: z.number().int(),
    priority: z.number().int().nullable(),
    points: z.number().int(),
    submitted_at: z.string().nullable(),
    submitter: z.object({ user_id: z.string(), full_name: z.string() }),
  })
  .openapi('ApprovalItem');

const SpaceParam = z.object({ spaceId: z.string().max(100) });
const TaskParam = z.object({ taskId: z.string().max(100) });
const AssignmentParam = z.object({ assignmentId: z.string().max(100) });
const Reason = z.object({ reason: multiLineText(z.string().trim().max(500, 'reason: Keep the reason under 500 characters.')).optional() });

const common = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
  404: errorResponse('Not found, or not a member of the space'),
};
const reviewErrors = { ...common, 403: errorResponse('Only organizers review'), 409: errorResponse('Not waiting for review (e.g. already approved)') };

function changeDailyRoute<Action extends 'complete' | 'uncomplete' | 'submit'>(action: Action, summary: string) {
  return createRoute({
    method: 'post',
    path: `/daily-tasks/{taskId}/${action}` as `/daily-tasks/{taskId}/${Action}`,
    tags: ['tasks'],
    summary,
    request: { params: TaskParam },
    responses: { 200: json(z.object({ task: DailyTask }), 'Changed'), ...common, 409: errorResponse('Not allowed in its current state') },
  });
}

const routes = {
  detail: createRoute({
    method: 'get', path: '/spaces/{spaceId}', tags: ['tasks'], summary: 'A space as its members see it',
    request: { params: SpaceParam }, responses: { 200: json(SpaceDetail, 'The space'), ...common },
  }),
  listDaily: createRoute({
    method: 'get', path: '/spaces/{spaceId}/daily-tasks', tags: ['tasks'], summary: "Your own daily tasks in the space for a day",
    request: { params: SpaceParam, query: z.object({ date: taskDate }) },
    responses: { 200: json(z.object({ date: z.string(), tasks: z.array(DailyTask) }), "The day's tasks"), ...common },
  }),
  addDaily: createRoute({
    method: 'post', path: '/spaces/{spaceId}/daily-tasks', tags: ['tasks'], summary: 'Add daily tasks for today (1–10)',
    request: {
      params: SpaceParam,
      ...body(
        z
          .object({
            date: taskDate,
            origin: z.enum(['custom', 'coach']).default('custom').openapi({ description: "'coach' for suggestions of the coach, which may take under 5 minutes" }),
            tasks: z.array(suggestedDailyTaskInput).min(1, 'Add at least one task.').max(10, 'Add at most 10 tasks at once.'),
          })
          .superRefine((input, context) => {
            if (input.origin === 'coach') return;
            input.tasks.forEach((task, index) => {
              if (task.estimated_time < DAILY_TASK_MINUTES.min) context.addIssue({ code: 'custom', path: ['tasks', index, 'estimated_time'], message: DAILY_TIME_MESSAGE });
            });
          }),
      ),
    },
    responses: {
      201: json(z.object({ tasks: z.array(DailyTask) }), 'Added'),
      ...common,
      409: errorResponse("A plan task (space_task_id) already on today's list"),
    },
  }),
  completeDaily: changeDailyRoute('complete', 'Mark your daily task done'),
  uncompleteDaily: changeDailyRoute('uncomplete', 'Mark your completed (not yet submitted) daily task not done'),
  submitDaily: changeDailyRoute('submit', 'Submit your daily task for approval (completes it too)'),
  approveDaily: createRoute({
    method: 'post', path: '/daily-tasks/{taskId}/approve', tags: ['tasks'], summary: 'Approve a submitted daily task and award points, once (organizers)',
    request: {
      params: TaskParam,
      ...optionalBody(
        z.object({
          points: z
            .number({ message: `points: Points must be a whole number from ${DAILY_TASK_POINTS.min} to ${DAILY_TASK_POINTS.max}.` })
            .int(`points: Points must be a whole number from ${DAILY_TASK_POINTS.min} to ${DAILY_TASK_POINTS.max}.`)
            .min(DAILY_TASK_POINTS.min, `Points must be a whole number from ${DAILY_TASK_POINTS.min} to ${DAILY_TASK_POINTS.max}.`)
            .max(DAILY_TASK_POINTS.max, `Points must be a whole number from ${DAILY_TASK_POINTS.min} to ${DAILY_TASK_POINTS.max}.`)
            .default(DEFAULT_APPROVAL_POINTS),
        }),
      ),
    },
    responses: { 200: json(z.object({ task: DailyTask }), 'Approved'), ...reviewErrors },
  }),
  rejectDaily: createRoute({
    method: 'post', path: '/daily-tasks/{taskId}/reject', tags: ['tasks'], summary: 'Send a submitted daily task back, with a reason the member sees (organizers)',
    request: { params: TaskParam, ...optionalBody(Reason) },
    responses: { 200: json(z.object({ task: DailyTask }), 'Rejected'), ...reviewErrors },
  }),
  approvals: createRoute({
    method: 'get', path: '/spaces/{spaceId}/approvals', tags: ['tasks'], summary: 'Submitted daily tasks and assignments waiting for review (organizers)',
    request: { params: SpaceParam },
    responses: { 200: json(z.object({ items: z.array(ApprovalItem) }), 'Waiting for review'), ...common, 403: errorResponse('Only organizers review') },
  }),
  listSpaceTasks: createRoute({
    method: 'get', path: '/spaces/{spaceId}/space-tasks', tags: ['tasks'], summary: "The space's task list, with each task's latest assignment",
    request: { params: SpaceParam }, responses: { 200: json(z.object({ tasks: z.array(SpaceTask) }), 'Tasks'), ...common },
  }),
  toggleSpaceTask: createRoute({
    method: 'patch', path: '/space-tasks/{taskId}', tags: ['tasks'], summary: 'Tick a space task off, or back on',
    request: { params: TaskParam, ...body(z.object({ is_completed: z.boolean({ message: 'is_completed: Send true or false.' }) })) },
    responses: { 200: json(z.object({ task: SpaceTask }), 'Changed'), ...common },
  }),
  assign: createRoute({
    method: 'post', path: '/space-tasks/{taskId}/assign', tags: ['tasks'], summary: 'Assign a space task to another member (organizers)',
    request: { params: TaskParam, ...body(z.object({ assigned_to: z.string({ message: 'assigned_to: Please select a family member.' }).min(1).max(100) })) },
    responses: { 201: json(z.object({ assignment: Assignment }), 'Assigned'), ...common, 403: errorResponse('Only organizers assign') },
  }),
  submitAssignment: createRoute({
    method: 'post', path: '/assignments/{assignmentId}/submit', tags: ['tasks'], summary: 'Submit your assigned task for approval',
    request: { params: AssignmentParam },
    responses: { 200: json(z.object({ assignment: Assignment }), 'Submitted'), ...common, 409: errorResponse('Already submitted') },
  }),
  approveAssignment: createRoute({
    method: 'post', path: '/assignments/{assignmentId}/approve', tags: ['tasks'], summary: 'Approve a submitted assignment; points by priority and time, once (organizers)',
    request: { params: AssignmentParam },
    responses: { 200: json(z.object({ assignment: Assignment }), 'Approved'), ...reviewErrors },
  }),
  rejectAssignment: createRoute({
    method: 'post', path: '/assignments/{assignmentId}/reject', tags: ['tasks'], summary: 'Send a submitted assignment back, with a reason (organizers)',
    request: { params: AssignmentParam, ...optionalBody(Reason) },
    responses: { 200: json(z.object({ assignment: Assignment }), 'Rejected'), ...reviewErrors },
  }),
  events: createRoute({
    method: 'get', path: '/spaces/{spaceId}/events', tags: ['tasks'], summary: 'Live changes in the space (server-sent events)',
    request: { params: SpaceParam },
    responses: { 200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'A stream of {"type":"changed"} messages' }, ...common },
  }),
};

export function taskRoutes(deps: TaskDeps) {
  return createRouter()
    .openapi(routes.detail, async (c) => c.json(await spaceDetail(deps, await requireUser(c), c.req.valid('param').spaceId), 200))
    .openapi(routes.listDaily, async (c) => {
      const actor = await requireUser(c);
      const { date } = c.req.valid('query');
      return c.json({ date, tasks: await listDailyTasks(deps, actor, c.req.valid('param').spaceId, date) }, 200);
    })
    .openapi(routes.addDaily, async (c) => {
      const actor = await requireUser(c);
      const input = c.req.valid('json');
      return c.json({ tasks: await addDailyTasks(deps, actor, c.req.valid('param').spaceId, input.date, input.tasks) }, 201);
    })
    .openapi(routes.approveDaily, async (c) => {
      const actor = await requireUser(c);
      const points = c.req.valid('json')?.points ?? DEFAULT_APPROVAL_POINTS;
      return c.json({ task: await reviewDailyTask(deps, actor, c.req.valid('param').taskId, { approve: true, points }) }, 200);
    })
    .openapi(routes.rejectDaily, async (c) => {
      const actor = await requireUser(c);
      const reason = c.req.valid('json')?.reason;
      return c.json({ task: await reviewDailyTask(deps, actor, c.req.valid('param').taskId, { approve: false, reason }) }, 200);
    })
    .openapi(routes.completeDaily, async (c) =>
      c.json({ task: await changeDailyTask(deps, await requireUser(c), c.req.valid('param').taskId, 'complete') }, 200),
    )
    .openapi(routes.uncompleteDaily, async (c) =>
      c.json({ task: await changeDailyTask(deps, await requireUser(c), c.req.valid('param').taskId, 'uncomplete') }, 200),
    )
    .openapi(routes.submitDaily, async (c) =>
      c.json({ task: await changeDailyTask(deps, await requireUser(c), c.req.valid('param').taskId, 'submit') }, 200),
    )
    .openapi(routes.approvals, async (c) => c.json({ items: await approvalQueue(deps, await requireUser(c), c.req.valid('param').spaceId) }, 200))
    .openapi(routes.listSpaceTasks, async (c) => c.json({ tasks: await listSpaceTasks(deps, await requireUser(c), c.req.valid('param').spaceId) }, 200))
    .openapi(routes.toggleSpaceTask, async (c) => {
      const actor = await requireUser(c);
      return c.json({ task: await toggleSpaceTask(deps, actor, c.req.valid('param').taskId, c.req.valid('json').is_completed) }, 200);
    })
    .openapi(routes.assign, async (c) => {
      const actor = await requireUser(c);
      return c.json({ assignment: await assignTask(deps, actor, c.req.valid('param').taskId, c.req.valid('json').assigned_to) }, 201);
    })
    .openapi(routes.submitAssignment, async (c) => {
      const actor = await requireUser(c);
      return c.json({ assignment: await submitAssignment(deps, actor, c.req.valid('param').assignmentId) }, 200);
    })
    .openapi(routes.approveAssignment, async (c) => {
      const actor = await requireUser(c);
      return c.json({ assignment: await reviewAssignment(deps, actor, c.req.valid('param').assignmentId, { approve: true }) }, 200);
    })
    .openapi(routes.rejectAssignment, async (c) => {
      const actor = await requireUser(c);
      const reason = c.req.valid('json')?.reason;
      return c.json({ assignment: await reviewAssignment(deps, actor, c.req.valid('param').assignmentId, { approve: false, reason }) }, 200);
    })
    .openapi(routes.events, async (c) => {
      const actor = await requireUser(c);
      const { spaceId } = c.req.valid('param');
      await requireMembership(deps.db, actor, spaceId);
      c.header('Cache-Control', 'no-store');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let accessEnded = false;
        const unsubscribe = deps.realtime.subscribe(spaceId, (event) => {
          if (!accessEnded) void stream.writeSSE({ data: JSON.stringify(event) });
        });
        await stream.writeSSE({ event: 'ready', data: '{}' });
        const heartbeat = setInterval(() => void stream.writeSSE({ event: 'ping', data: '{}' }), HEARTBEAT_MS);
        // Ends when the browser leaves, or when the person's session or membership ends (then it says so).
        await new Promise<void>((resolve) => {
          stream.onAbort(resolve);
          const unwatch = deps.liveAccess.watch({ sessionId: actor.sessionId, spaceId }, () => {
            accessEnded = true;
            resolve();
          });
          stream.onAbort(unwatch);
        });
        clearInterval(heartbeat);
        unsubscribe();
        if (accessEnded && !stream.aborted) await stream.writeSSE({ event: 'ended', data: '{}' }).catch(() => {});
      }) as never;
    });
}


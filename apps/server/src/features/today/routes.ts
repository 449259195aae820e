import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { requireUser } from '../../auth/session';
import { localToday } from '../../http/dates';
import { errorResponse, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import type { Clock } from '../../platform/clock';
import type { AccessWatch } from '../../platform/realtime/access-watch';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { Database } from '../../db/client';
import { memberSpaceIds, today } from './service';

export type TodayDeps = { db: Database; realtime: RealtimeBus; liveAccess: AccessWatch; clock: Clock };

const HEARTBEAT_MS = 25_000;

const SpaceRef = z.object({ id: z.string(), name: z.string() });
const TaskState = z.enum(['to_do', 'done', 'waiting', 'approved', 'sent_back']);
const TodayDailyTask = z.object({
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
});
const TodayItem = z
  .object({
    kind: z.enum(['daily', 'assignment', 'upkeep', 'chore']),
    id: z.string().describe('The daily task, assignment, upkeep task or chore turn (occurrence)'),
    space: SpaceRef,
    title: z.string(),
    estimated_time: z.number().int().nullable(),
    state: TaskState.describe('To do · Done · Waiting for review · Approved · Sent back'),
    points: z.number().int().nullable(),
    points_awarded: z.number().int().nullable(),
    rejection_reason: z.string().nullable(),
    due_on: z.string().nullable().describe('Upkeep and chores: the day it was due'),
    interval_days: z.number().int().nullable(),
    overdue: z.boolean(),
    area: z.object({ id: z.string(), name: z.string() }).nullable(),
    daily: TodayDailyTask.nullable(),
    approved_at: z.string().nullable(),
    chore: z
      .object({
        id: z.string(),
        open: z.boolean().describe("Nobody's turn: whoever marks it done takes it"),
        nudged_at: z
          .string()
          .nullable()
          .describe('When an organizer nudged you about this turn, within the last day; otherwise null'),
        nudged_by: z.string().nullable().describe('The name of who nudged you, with nudged_at; otherwise null'),
      })
      .nullable()
      .describe('Chores only: the chore this turn belongs to'),
  })
  .openapi('TodayItem');
const TodayReview = z
  .object({
    kind: z.enum(['daily', 'assignment']),
    id: z.string(),
    space: SpaceRef,
    title: z.string(),
    estimated_time: z.number().int(),
    priority: z.number().int().nullable(),
    points: z.number().int(),
    submitted_at: z.string().nullable(),
    submitter: z.object({ user_id: z.string(), full_name: z.string() }),
  })
  .openapi('TodayReview');
const Today = z
  .object({
    date: z.string(),
    spaces: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        role: z.enum(['organizer', 'parent', 'child', 'guest']),
        can_review: z.boolean(),
        can_manage_rewards: z.boolean(),
        points: z.number().int().describe('Your balance in the space'),
        chores_to_review: z.number().int().describe('Chore turns waiting for your review in the space'),
        reward_requests: z.number().int().describe('Reward requests waiting for your answer in the space'),
      }),
    ),
    counts: z.object({
      reviews: z.number().int().describe('Submissions waiting for your review'),
      assigned: z.number().int().describe('Tasks assigned to you, to do or sent back'),
      chores_to_review: z.number().int().describe('Chore turns waiting for your review'),
      reward_requests: z.number().int().describe('Reward requests waiting for your answer'),
    }),
    items: z.array(TodayItem),
    reviews: z.array(TodayReview),
    suggestions: z.array(
      z.object({
        id: z.string().describe("A task of the space's plan"),
        space: SpaceRef,
        title: z.string(),
        description: z.string(),
        estimated_time: z.number().int(),
        priority: z.number().int(),
        points: z.number().int(),
      }),
    ),
  })
  .openapi('Today');

const signedIn = { 401: errorResponse('No session: sign in first') };

const routes = {
  today: createRoute({
    method: 'get',
    path: '/today',
    tags: ['today'],
    summary:
      "Today across all of your spaces: your tasks, what was assigned to you, upkeep and chores due, what waits for your review, and your points",
    request: { query: z.object({ date: localToday.describe('Your own date today') }) },
    responses: { 200: json(Today, 'Today'), 400: errorResponse('The date is not today'), ...signedIn },
  }),
  events: createRoute({
    method: 'get',
    path: '/events',
    tags: ['today'],
    summary: 'Live changes in all of your spaces (server-sent events)',
    responses: {
      200: {
        content: { 'text/event-stream': { schema: z.string() } },
        description: 'A stream of {"type":"changed","space_id":…} messages; `ended` when your access to one of them ends',
      },
      ...signedIn,
    },
  }),
};

export function todayRoutes(deps: TodayDeps) {
  return createRouter()
    .openapi(routes.today, async (c) => {
      const actor = await requireUser(c);
      return c.json(await today(deps.db, actor, c.req.valid('query').date, deps.clock.now()), 200);
    })
    .openapi(routes.events, async (c) => {
      const actor = await requireUser(c);
      const spaceIds = await memberSpaceIds(deps.db, actor.userId);
      c.header('Cache-Control', 'no-store');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        let accessEnded = false;
        const unsubscribes = spaceIds.map((spaceId) =>
          deps.realtime.subscribe(spaceId, (event) => {
            if (!accessEnded) void stream.writeSSE({ data: JSON.stringify({ ...event, space_id: spaceId }) });
          }),
        );
        await stream.writeSSE({ event: 'ready', data: '{}' });
        const heartbeat = setInterval(() => void stream.writeSSE({ event: 'ping', data: '{}' }), HEARTBEAT_MS);
        const unwatches: (() => void)[] = [];
        // Ends when the browser leaves, or when the session or the membership of any of the spaces ends:
        // then it says so, and the app reads Today again and opens a new stream for the spaces it has now.
        await new Promise<void>((resolve) => {
          stream.onAbort(resolve);
          for (const spaceId of spaceIds) {
            unwatches.push(
              deps.liveAccess.watch({ sessionId: actor.sessionId, spaceId }, () => {
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

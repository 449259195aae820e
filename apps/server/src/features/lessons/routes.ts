import { createRoute, z } from '@hono/zod-openapi';
import { ROOM_STYLES } from '@tidy/domain/lessons';
import { requireUser } from '../../auth/session';
import { localToday } from '../../http/dates';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import type { Database } from '../../db/client';
import { completeLesson, getProgress, mergeProgress, parseLessonId } from './service';

// The lesson path's progress (01 §2, §4; 02 §4): completed lessons, XP and the streak, kept per person.

export type LessonDeps = { db: Database };

/** A day is 86 400 seconds: a lesson left open longer than that was not being studied. */
const MAX_TIME_SPENT_SECONDS = 86_400;
/** The whole path is 24 lessons; a device never holds more than a few stale extras. */
const MAX_MERGED_LESSONS = 100;

const Progress = z
  .object({
    completed_lessons: z.array(z.number().int()).openapi({ description: 'Completed lesson ids, ascending' }),
    xp: z.number().int().openapi({ description: '100 per completed lesson' }),
    streak: z.object({
      current: z.number().int().openapi({ description: 'Days in a row with a completed lesson or task' }),
      active_today: z.boolean().openapi({ description: 'Whether today already counts' }),
    }),
    room_style: z.enum(ROOM_STYLES).openapi({ description: 'The room routine Unit 2 teaches, from the preferences' }),
  })
  .openapi('LessonProgress');

const timeSpentMessage = `time_spent_seconds: Send a whole number of seconds from 0 to ${MAX_TIME_SPENT_SECONDS}.`;
const lessonIdsMessage = `completed_lessons: Send at most ${MAX_MERGED_LESSONS} lesson numbers.`;

const common = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
};

const routes = {
  progress: createRoute({
    method: 'get',
    path: '/progress',
    tags: ['lessons'],
    summary: 'Your completed lessons, XP and streak',
    request: { query: z.object({ today: localToday }) },
    responses: { 200: json(Progress, 'Your progress'), ...common },
  }),
  complete: createRoute({
    method: 'post',
    path: '/lessons/{lessonId}/complete',
    tags: ['lessons'],
    summary: 'Complete a lesson (idempotent: the first completion is kept)',
    request: {
      params: z.object({ lessonId: z.string().max(20) }),
      ...body(
        z.object({
          today: localToday,
          time_spent_seconds: z
            .number({ message: timeSpentMessage })
            .int(timeSpentMessage)
            .min(0, timeSpentMessage)
            .max(MAX_TIME_SPENT_SECONDS, timeSpentMessage),
        }),
      ),
    },
    responses: {
      200: json(Progress, 'Your progress with the lesson completed'),
      ...common,
      404: errorResponse('No such lesson'),
      409: errorResponse('The lesson is still locked: complete the previous lessons first'),
    },
  }),
  merge: createRoute({
    method: 'post',
    path: '/progress/merge',
    tags: ['lessons'],
    summary: 'Add lessons completed on this device while signed out (locked and unknown ones are left out)',
    request: {
      ...body(
        z.object({
          completed_lessons: z
            .array(z.number({ message: lessonIdsMessage }).int(lessonIdsMessage), { message: lessonIdsMessage })
            .max(MAX_MERGED_LESSONS, lessonIdsMessage),
          today: localToday,
        }),
      ),
    },
    responses: { 200: json(Progress, 'Your progress after the merge'), ...common },
  }),
};

export function lessonRoutes({ db }: LessonDeps) {
  return createRouter()
    .openapi(routes.progress, async (c) => {
      const actor = await requireUser(c);
      return c.json(await getProgress(db, actor.userId, c.req.valid('query').today), 200);
    })
    .openapi(routes.complete, async (c) => {
      const actor = await requireUser(c);
      const lessonId = parseLessonId(c.req.valid('param').lessonId);
      const { today, time_spent_seconds: timeSpentSeconds } = c.req.valid('json');
      return c.json(await completeLesson(db, actor.userId, lessonId, { today, timeSpentSeconds }), 200);
    })
    .openapi(routes.merge, async (c) => {
      const actor = await requireUser(c);
      const { completed_lessons: lessonIds, today } = c.req.valid('json');
      return c.json(await mergeProgress(db, actor.userId, lessonIds, today), 200);
    });
}

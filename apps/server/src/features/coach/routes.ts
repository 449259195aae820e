import { createRoute, z } from '@hono/zod-openapi';
import { PLANNER_TASK_TYPES, TASK_CATEGORIES, TASK_DIFFICULTIES } from '@tidy/domain/constants';
import { MOTIVATION_KEY_PATTERN } from '@tidy/domain/motivation';
import { multiLineText } from '@tidy/domain/text';
import { requireUser } from '../../auth/session';
import { localToday as taskDate } from '../../http/dates';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { createRouter } from '../../http/router';
import { dailyMotivation, suggestQuickWins, suggestSubtasks, type CoachDeps } from './service';
import { taskEditRoutes } from './task-edit-routes';

// The coach's four operations (spec 02 §7) as routes of a space: generate-subtasks-ai (also the planner),
// quick wins, edit-tasks-ai (previewed, applied and undone: task-edit-routes.ts) and daily-motivation.
// Analysis of photos runs as a job (features/photos).

const MAX_TASK_DESCRIPTION_LENGTH = 500;
const TARGET_MINUTES = { min: 5, max: 120 } as const;

const Suggestion = z
  .object({
    title: z.string(),
    description: z.string(),
    category: z.enum(TASK_CATEGORIES),
    priority: z.number().int(),
    estimated_time: z.number().int(),
    points: z.number().int(),
  })
  .openapi('Suggestion');

const SpaceParam = z.object({ spaceId: z.string().max(100) });

const MAX_SHOWN_CARDS = 20;
/** The cards already shown, as comma-separated keys ("q3-t5-e1,q0-t2-e0"). */
const ShownCards = z
  .string()
  .max(MAX_SHOWN_CARDS * 12)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(MOTIVATION_KEY_PATTERN, 'Each shown card is a key like q3-t5-e1'))
      .max(MAX_SHOWN_CARDS, `At most ${MAX_SHOWN_CARDS} shown cards`),
  )
  .optional()
  .openapi({ type: 'string', description: 'Keys of the cards already shown, comma-separated; a different card is returned', example: 'q3-t5-e1' });
const common = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
  404: errorResponse('Not found, or not a member of the space'),
};

const targetMessage = `targetTime: Choose a time from ${TARGET_MINUTES.min} to ${TARGET_MINUTES.max} minutes.`;

const routes = {
  subtasks: createRoute({
    method: 'post', path: '/spaces/{spaceId}/coach/subtasks', tags: ['coach'],
    summary: 'Plan tasks for a target time and difficulty, optionally of one type or for a described task (points max(priority×5, 5))',
    request: {
      params: SpaceParam,
      ...body(
        z.object({
          taskDescription: multiLineText(z.string().trim().max(MAX_TASK_DESCRIPTION_LENGTH, `taskDescription: Keep it under ${MAX_TASK_DESCRIPTION_LENGTH} characters.`)).default(''),
          targetTime: z.number({ message: targetMessage }).int(targetMessage).min(TARGET_MINUTES.min, targetMessage).max(TARGET_MINUTES.max, targetMessage),
          difficulty: z.enum(TASK_DIFFICULTIES, { message: `difficulty: Choose ${TASK_DIFFICULTIES.join(', ')}.` }),
          category: z.enum(PLANNER_TASK_TYPES, { message: `category: Choose ${PLANNER_TASK_TYPES.join(', ')}.` }).optional(),
        }),
      ),
    },
    responses: { 200: json(z.object({ subtasks: z.array(Suggestion) }), 'Suggested tasks'), ...common },
  }),
  quickWins: createRoute({
    method: 'post', path: '/spaces/{spaceId}/coach/quick-wins', tags: ['coach'], summary: 'Quick-win ideas: 2–5 minutes, 6–12 points',
    request: { params: SpaceParam, ...body(z.object({ date: taskDate })) },
    responses: { 200: json(z.object({ tasks: z.array(Suggestion) }), 'Ideas'), ...common },
  }),
  motivation: createRoute({
    method: 'get', path: '/spaces/{spaceId}/motivation', tags: ['coach'], summary: "Today's quote, tip and encouragement for the space",
    description: 'The same day and room give the same card. Refresh sends `shown`, the keys of the cards already on screen, and gets a card whose quote and tip are different ones.',
    request: { params: SpaceParam, query: z.object({ date: taskDate, shown: ShownCards }) },
    responses: {
      200: json(
        z.object({
          quote: z.string(),
          dailyTip: z.string(),
          aiEncouragement: z.string(),
          tasksCompleted: z.number().int(),
          key: z.string().nullable().openapi({ description: 'This card as a key to send in `shown` when asking for another; null for a card the library does not hold' }),
        }),
        'Motivation',
      ),
      ...common,
    },
  }),
};

export function coachRoutes(deps: CoachDeps) {
  return createRouter()
    .openapi(routes.subtasks, async (c) => {
      const actor = await requireUser(c);
      return c.json({ subtasks: await suggestSubtasks(deps, actor, c.req.valid('param').spaceId, c.req.valid('json')) }, 200);
    })
    .openapi(routes.quickWins, async (c) => {
      const actor = await requireUser(c);
      return c.json({ tasks: await suggestQuickWins(deps, actor, c.req.valid('param').spaceId, c.req.valid('json').date) }, 200);
    })
    .openapi(routes.motivation, async (c) => {
      const actor = await requireUser(c);
      const { date, shown } = c.req.valid('query');
      return c.json(await dailyMotivation(deps, actor, c.req.valid('param').spaceId, date, shown ?? []), 200);
    })
    .route('/', taskEditRoutes(deps));
}

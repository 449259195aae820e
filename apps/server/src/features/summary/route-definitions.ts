import { createRoute, z } from '@hono/zod-openapi';
import { isIsoDate } from '@tidy/domain/time';
import { ROLES } from '@tidy/domain/constants';
import { errorResponse, jsonResponse as json } from '../../http/openapi-schemas';
import { CURSOR_PATTERN, HISTORY_KINDS, HISTORY_PAGE_SIZE } from './history';

// The summary feature's routes (issue 17): what each takes and answers; the handlers are in routes.ts.

const Person = z.object({ user_id: z.string(), full_name: z.string() }).openapi('SummaryPerson');
/** Someone in a history event: no id once they deleted their account ('Unknown User'). */
const EventPerson = z
  .object({
    user_id: z.string().nullable().openapi({ description: "Null for someone who has since deleted their account ('Unknown User')" }),
    full_name: z.string(),
  })
  .openapi('HistoryPerson');

const HistoryEvent = z
  .object({
    id: z.string(),
    kind: z.enum(HISTORY_KINDS).openapi({
      description:
        'chore_done (a chore turn, see state) · task_approved (a daily or plan task) · reward_redeemed · points_adjusted · points_refunded (a spend undone) · points_reversed (an earning or adjustment undone) · points_earned (work since removed)',
    }),
    at: z.string().openapi({ description: 'When it happened' }),
    member: EventPerson.openapi({ description: 'Whose work, or whose points' }),
    title: z.string().openapi({ description: 'The chore, task or reward; for an adjustment or an undo, its reason' }),
    state: z.enum(['submitted', 'approved', 'done']).nullable().openapi({
      description: 'A chore turn: waiting for review, approved, or done (no review needed); null for the others',
    }),
    area: z.string().nullable().openapi({ description: 'The area of the space, for an area’s upkeep' }),
    points: z.number().int().nullable().openapi({
      description: "Points moved (+ or −); null when none did, or you may not see this member's points",
    }),
    by: EventPerson.nullable().openapi({ description: 'Who approved, adjusted or undid it' }),
    self_approved: z.boolean(),
  })
  .openapi('HistoryEvent');

const History = z
  .object({
    member: z.string().nullable().openapi({ description: 'The member the page is filtered by; null: everyone' }),
    members: z.array(Person).openapi({ description: "The space's members, to filter by" }),
    events: z.array(HistoryEvent),
    next_before: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as `before` for the next (older) page; null on the last' }),
  })
  .openapi('SpaceHistory');

const nullableCount = z.number().int().nullable();
const MemberWeek = z
  .object({
    user_id: z.string(),
    full_name: z.string(),
    is_you: z.boolean(),
    chores_done: z.number().int(),
    tasks_approved: nullableCount.openapi({ description: "Null where you may not see this member's points" }),
    points_earned: nullableCount,
    points_spent: nullableCount,
  })
  .openapi('SummaryMember');

const SpaceWeek = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    members: z.array(MemberWeek).openapi({ description: 'You first, then by name' }),
    chores_overdue: z.number().int().openapi({ description: 'Turns still to do that are past due now' }),
    rewards_redeemed: z
      .number()
      .int()
      .openapi({ description: 'Rewards bought this week (not refunded), of the members whose points you see' }),
    my_streak: z
      .object({ current: z.number().int(), paused_today: z.boolean() })
      .nullable()
      .openapi({ description: 'Your chore streak now; null where you do no chores (a guest)' }),
  })
  .openapi('SummarySpace');

const WeeklySummary = z
  .object({
    week: z.object({
      starts_on: z.string().openapi({ description: 'The Monday' }),
      ends_on: z.string().openapi({ description: 'The Sunday' }),
      label: z.string().openapi({ example: '23–29 Nov 2026' }),
      ongoing: z.boolean().openapi({ description: 'This week, still running' }),
      previous: z.string().openapi({ description: 'The Monday of the week before' }),
      next: z.string().nullable().openapi({ description: 'The Monday of the week after; null for this week' }),
    }),
    headlines: z.array(z.string()).openapi({ description: 'The week in sentences, as the e-mail and the push say it' }),
    spaces: z.array(SpaceWeek),
  })
  .openapi('WeeklySummary');

const dateMessage = 'Use a date like 2026-11-23.';
const cursorMessage = 'Use next_before from the previous page.';

const refusals = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
};

export const routes = {
  history: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/history',
    tags: ['summary'],
    summary: `What was done in the space and how points moved, newest first, ${HISTORY_PAGE_SIZE} a page (members; points as the ledger shows them)`,
    request: {
      params: z.object({ spaceId: z.string().max(100) }),
      query: z.object({
        member: z.string().min(1).max(100).optional().openapi({ description: "Only this member's work and points" }),
        before: z
          .string()
          .regex(CURSOR_PATTERN, cursorMessage)
          .optional()
          .openapi({ description: 'next_before of the previous page' }),
        limit: z.coerce.number().int().min(1).max(100).optional(),
      }),
    },
    responses: {
      200: json(History, 'A page of history'),
      ...refusals,
      404: errorResponse('No such space, or not a member; or no such member'),
    },
  }),
  summary: createRoute({
    method: 'get',
    path: '/summary',
    tags: ['summary'],
    summary: 'Your weekly summary across your spaces (only what your role may see), for this week or an earlier one',
    request: {
      query: z.object({
        week: z
          .string()
          .refine(isIsoDate, dateMessage)
          .optional()
          .openapi({ description: 'Any day of the week (YYYY-MM-DD); this week on your clock by default' }),
      }),
    },
    responses: { 200: json(WeeklySummary, 'The week'), ...refusals },
  }),
};

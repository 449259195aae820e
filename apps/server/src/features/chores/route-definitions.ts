import { createRoute, z } from '@hono/zod-openapi';
import { pauseInput } from '@tidy/domain/pause';
import { dueTimeInput, recurrenceRule } from '@tidy/domain/recurrence';
import { choreAssignment, ROTATION_STRATEGIES, ASSIGNMENT_MODES } from '@tidy/domain/rotation';
import { multiLineText, singleLineText } from '@tidy/domain/text';
import { isIsoDate } from '@tidy/domain/time';
import { OCCURRENCE_STATES } from '../../db/schema/chores';
import { errorResponse, jsonBody as body, jsonResponse as json } from '../../http/openapi-schemas';
import { HISTORY_PAGE_SIZE, MAX_CALENDAR_DAYS } from './calendar';

// The chores feature's routes (issue 17): what each takes and answers; the handlers are in routes.ts.

const MAX_TITLE = 80;
const MAX_DESCRIPTION = 500;
const MAX_AREA = 40;
const MAX_REASON = 300;
const MAX_NOTE = 200;

const Person = z.object({ user_id: z.string(), full_name: z.string() }).openapi('ChorePerson');
/** Who did a turn: no id for someone who has since deleted their account ('Unknown User'). */
const Doer = z
  .object({
    user_id: z.string().nullable().openapi({ description: "Null for someone who has since deleted their account ('Unknown User')" }),
    full_name: z.string(),
  })
  .openapi('ChoreDoer');
const State = z.enum(OCCURRENCE_STATES).openapi({ description: 'todo · submitted (waiting for review) · approved · sent_back · skipped · done (area upkeep: no review)' });

const Chore = z
  .object({
    id: z.string(),
    space_id: z.string(),
    title: z.string(),
    description: z.string(),
    estimated_time: z.number().int().openapi({ description: 'Minutes' }),
    points: z.number().int(),
    rule: recurrenceRule.nullable().openapi({ description: 'How it repeats; null: done once' }),
    repeat: z.string().openapi({ description: 'The rule in words ("Every Saturday"), or "Once"' }),
    starts_on: z.string().openapi({ description: 'The day its schedule counts from (for "after done": the day it was last done)' }),
    due_time: z.string().nullable().openapi({ description: "'HH:MM' on the household's clock; null: by the end of the day" }),
    area: z.string().nullable(),
    assignment: z.object({
      mode: z.enum(ASSIGNMENT_MODES),
      strategy: z.enum(ROTATION_STRATEGIES).nullable(),
      members: z.array(Person).openapi({ description: "'one': the member; 'rotation': the members in turn order; 'open': none" }),
    }),
    current: z
      .object({
        id: z.string().openapi({ description: 'The occurrence id, for claim / complete / skip' }),
        due_on: z.string(),
        due_time: z.string().nullable(),
        overdue: z.boolean(),
        turn: Person.nullable().openapi({ description: "Whose turn it is; null: open for anyone to claim" }),
        state: z.literal('todo'),
        can_claim: z.boolean(),
        can_complete: z.boolean(),
        can_nudge: z.boolean().openapi({ description: "Overdue and someone else's: you may nudge them (organizers)" }),
        nudged_at: z.string().nullable().openapi({ description: 'When its person was last nudged about it' }),
      })
      .nullable()
      .openapi({ description: 'The turn still to do; null for a chore done once that is finished' }),
    archived: z.boolean(),
    created_at: z.string(),
  })
  .openapi('Chore');

const Occurrence = z
  .object({
    id: z.string(),
    chore_id: z.string(),
    space_id: z.string(),
    title: z.string(),
    points: z.number().int(),
    due_on: z.string(),
    due_time: z.string().nullable(),
    overdue: z.boolean(),
    state: State,
    turn: Person.nullable().openapi({ description: 'Whose turn it is (or was); null: open' }),
    done_by: Doer.nullable(),
    done_on: z.string().nullable(),
    submitted_at: z.string().nullable(),
    reviewed_by: Person.nullable(),
    reviewed_at: z.string().nullable(),
    self_approved: z.boolean(),
    points_awarded: z.number().int().nullable(),
    rejection_reason: z.string().nullable(),
  })
  .openapi('ChoreOccurrence');

const CalendarEntry = z
  .object({
    id: z.string().nullable().openapi({ description: 'null for a projected turn' }),
    chore_id: z.string(),
    title: z.string(),
    due_on: z.string(),
    due_time: z.string().nullable(),
    projected: z.boolean(),
    state: State,
    turn: Person.nullable(),
    done_by: Doer.nullable(),
    overdue: z.boolean(),
  })
  .openapi('ChoreCalendarEntry');

const Pause = z
  .object({
    id: z.string(),
    user: Person.nullable().openapi({ description: 'null: the whole household' }),
    from: z.string(),
    to: z.string(),
    note: z.string(),
    created_by: Person.nullable(),
    can_remove: z.boolean(),
  })
  .openapi('ChorePause');

const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, message);

const titleMissing = 'Give the chore a title.';
const title = singleLineText(
  z.string({ error: titleMissing }).trim().min(1, titleMissing).max(MAX_TITLE, `Keep the title to ${MAX_TITLE} characters or fewer.`),
);
const description = multiLineText(
  z.string({ error: 'Write the description as text.' }).trim().max(MAX_DESCRIPTION, `Keep the description to ${MAX_DESCRIPTION} characters or fewer.`),
);
const timeMessage = 'Estimate the time as a whole number of minutes from 1 to 480.';
const estimatedTime = z.number({ error: timeMessage }).int(timeMessage).min(1, timeMessage).max(480, timeMessage);
const pointsMessage = 'Points must be a whole number from 1 to 100.';
const points = z.number({ error: pointsMessage }).int(pointsMessage).min(1, pointsMessage).max(100, pointsMessage);
const area = singleLineText(z.string({ error: 'Name the area as text.' }).trim().min(1, 'Name the area.').max(MAX_AREA, `Keep the area to ${MAX_AREA} characters or fewer.`));

const choreFields = {
  title,
  description: description.optional(),
  estimated_time: estimatedTime,
  points,
  rule: recurrenceRule.nullable(),
  starts_on: isoDate('Choose the day the chore starts.'),
  due_time: dueTimeInput.nullable().optional(),
  area: area.nullable().optional(),
  assignment: choreAssignment,
};

const NewChore = z.object(choreFields).openapi('NewChore');

/** The viewer's streak of days with a chore of the space done; their pauses freeze it instead of ending it. */
const MyStreak = z
  .object({
    current: z.number().int().min(0),
    active_today: z.boolean().openapi({ description: 'A chore is done today already' }),
    paused_today: z.boolean().openapi({ description: 'Today is in a pause: the streak is kept without a chore' }),
  })
  .openapi('ChoreStreak');
const ChoreChange = z
  .object({
    title: title.optional(),
    description: description.optional(),
    estimated_time: estimatedTime.optional(),
    points: points.optional(),
    rule: recurrenceRule.nullable().optional(),
    starts_on: choreFields.starts_on.optional(),
    due_time: choreFields.due_time,
    area: choreFields.area,
    assignment: choreAssignment.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), 'Send at least one change.')
  .openapi('ChoreChange');

const reasonMessage = `Keep the reason to ${MAX_REASON} characters or fewer.`;
const SendBack = z
  .object({ reason: multiLineText(z.string({ error: reasonMessage }).trim().max(MAX_REASON, reasonMessage)).optional() })
  .openapi('ChoreSendBack');

const noteMessage = `Keep the note to ${MAX_NOTE} characters or fewer.`;
const NewPause = z
  .object({
    user_id: z.string().max(100).nullable().optional().openapi({ description: 'Omitted: yourself; null: the whole household (organizers)' }),
    from: z.string({ error: 'Choose the first day of the pause.' }),
    to: z.string({ error: 'Choose the last day of the pause.' }),
    note: singleLineText(z.string({ error: noteMessage }).trim().max(MAX_NOTE, noteMessage)).optional(),
  })
  // The domain's rules for the dates (real days, in order, at most a year), reported on their fields.
  .superRefine((value, context) => {
    const checked = pauseInput.safeParse({ from: value.from, to: value.to });
    if (!checked.success) for (const issue of checked.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  })
  .openapi('NewChorePause');

const SpaceParam = z.object({ spaceId: z.string().max(100) });
const ChoreParam = z.object({ choreId: z.string().max(100) });
const OccurrenceParam = z.object({ occurrenceId: z.string().max(100) });
const PauseParam = z.object({ pauseId: z.string().max(100) });

const calendarDate = z.string().refine(isIsoDate, 'must be a date like 2026-11-21');

// Every route documents the same refusals, so the web app handles them in one place.
const refusals = {
  400: errorResponse('The input is not valid'),
  401: errorResponse('No session: sign in first'),
  403: errorResponse('A member who may not do this (not an organizer or parent, not their turn, a guest, their own review)'),
  404: errorResponse('No such space, chore, turn or pause, or not a member of its space'),
  409: errorResponse('The turn was already taken, done or reviewed'),
};

const ChoreAnswer = json(z.object({ chore: Chore }), 'The chore');
const TurnAnswer = json(
  z.object({ occurrence: Occurrence, next: Occurrence.nullable().openapi({ description: 'The next turn, when this action wrote it' }) }),
  'The turn, and the next one if it was written',
);

const choreRoute = <Path extends string>(method: 'delete' | 'post', path: Path, summary: string) =>
  createRoute({ method, path, tags: ['chores'], summary, request: { params: ChoreParam }, responses: { 200: ChoreAnswer, ...refusals } });
const turnRoute = <Path extends string>(path: Path, summary: string) =>
  createRoute({ method: 'post', path, tags: ['chores'], summary, request: { params: OccurrenceParam }, responses: { 200: TurnAnswer, ...refusals } });

export const routes = {
  list: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/chores',
    tags: ['chores'],
    summary: "The space's chores, oldest first, each with its rule and whose turn it is (members)",
    request: { params: SpaceParam },
    responses: {
      200: json(
        z.object({ chores: z.array(Chore), can_manage: z.boolean(), my_streak: MyStreak }).openapi('ChoreList'),
        'The chores',
      ),
      ...refusals,
    },
  }),
  add: createRoute({
    method: 'post',
    path: '/spaces/{spaceId}/chores',
    tags: ['chores'],
    summary: 'Add a chore and its first turn (organizers and parents)',
    request: { params: SpaceParam, ...body(NewChore) },
    responses: { 201: ChoreAnswer, ...refusals },
  }),
  change: createRoute({
    method: 'patch',
    path: '/chores/{choreId}',
    tags: ['chores'],
    summary: 'Change a chore (organizers and parents); a new rule, start or assignment moves its open turn',
    request: { params: ChoreParam, ...body(ChoreChange) },
    responses: { 200: ChoreAnswer, ...refusals },
  }),
  archive: choreRoute('delete', '/chores/{choreId}', 'Remove a chore (organizers and parents); it keeps its history and can be restored'),
  restore: choreRoute('post', '/chores/{choreId}/restore', 'Restore a removed chore (organizers and parents)'),
  history: createRoute({
    method: 'get',
    path: '/chores/{choreId}/history',
    tags: ['chores'],
    summary: `A chore's past turns, newest first, ${HISTORY_PAGE_SIZE} a page (members)`,
    request: {
      params: ChoreParam,
      query: z.object({
        before: z.string().max(100).optional().openapi({ description: 'next_before of the previous page' }),
        limit: z.coerce.number().int().min(1).max(100).optional(),
      }),
    },
    responses: {
      200: json(z.object({ entries: z.array(Occurrence), next_before: z.string().nullable() }).openapi('ChoreHistory'), 'A page of history'),
      ...refusals,
    },
  }),
  calendar: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/chore-occurrences',
    tags: ['chores'],
    summary: `Turns due from one day to another (at most ${MAX_CALENDAR_DAYS} days): the real ones and the projected ones (members)`,
    request: {
      params: SpaceParam,
      query: z.object({ from: calendarDate, to: calendarDate, member: z.string().max(100).optional().openapi({ description: "Only this member's turns" }) }),
    },
    responses: {
      200: json(z.object({ from: z.string(), to: z.string(), occurrences: z.array(CalendarEntry) }).openapi('ChoreCalendar'), 'The turns by day'),
      ...refusals,
    },
  }),
  submitted: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/chore-occurrences/submitted',
    tags: ['chores'],
    summary: 'Turns waiting for review, oldest first (organizers)',
    request: { params: SpaceParam },
    responses: { 200: json(z.object({ occurrences: z.array(Occurrence) }), 'What waits for review'), ...refusals },
  }),
  claim: turnRoute('/chore-occurrences/{occurrenceId}/claim', 'Take an open turn (members but guests)'),
  complete: turnRoute(
    '/chore-occurrences/{occurrenceId}/complete',
    "Mark your turn (or an open one) done: waiting for review, or for an organizer approved at once at the chore's points",
  ),
  approve: turnRoute('/chore-occurrences/{occurrenceId}/approve', "Approve a submitted turn and award the chore's points (organizers; not their own)"),
  sendBack: createRoute({
    method: 'post',
    path: '/chore-occurrences/{occurrenceId}/send-back',
    tags: ['chores'],
    summary: 'Send a submitted turn back with a reason (organizers; not their own)',
    request: { params: OccurrenceParam, ...body(SendBack, { required: false }) },
    responses: { 200: TurnAnswer, ...refusals },
  }),
  skip: turnRoute('/chore-occurrences/{occurrenceId}/skip', 'Skip a turn still to do, no points; the chore moves on (organizers)'),
  nudge: createRoute({
    method: 'post',
    path: '/chore-occurrences/{occurrenceId}/nudge',
    tags: ['chores'],
    summary: "Nudge the member whose overdue turn this is (organizers; once in 12 hours a turn)",
    request: { params: OccurrenceParam },
    responses: {
      200: json(
        z
          .object({
            delivered: z.boolean().openapi({ description: 'On its way to a device of theirs; false: they will see it on Today' }),
            nudged_at: z.string(),
          })
          .openapi('ChoreNudge'),
        'Nudged',
      ),
      ...refusals,
      409: errorResponse('Not overdue, nobody has the turn, your own turn, already done, or its member left'),
      429: errorResponse('Nudged less than 12 hours ago; Retry-After says when it may be nudged again'),
    },
  }),
  pauses: createRoute({
    method: 'get',
    path: '/spaces/{spaceId}/pauses',
    tags: ['chores'],
    summary: "The space's pauses that have not ended, soonest first (members)",
    request: { params: SpaceParam },
    responses: { 200: json(z.object({ pauses: z.array(Pause) }), 'The pauses'), ...refusals },
  }),
  addPause: createRoute({
    method: 'post',
    path: '/spaces/{spaceId}/pauses',
    tags: ['chores'],
    summary: 'Pause chores for yourself, or (organizers) for a member or the whole household; open turns inside it move',
    request: { params: SpaceParam, ...body(NewPause) },
    responses: { 201: json(z.object({ pause: Pause }), 'The pause'), ...refusals },
  }),
  removePause: createRoute({
    method: 'delete',
    path: '/pauses/{pauseId}',
    tags: ['chores'],
    summary: 'Remove a pause (its member or an organizer); turns already moved stay where they are',
    request: { params: PauseParam },
    responses: { 204: { description: 'Removed' }, ...refusals },
  }),
};

import { dueTimeInput, recurrenceRule, type RecurrenceRule } from '@tidy/domain/recurrence';
import { choreAssignment, type ChoreAssignment, type RotationStrategy } from '@tidy/domain/rotation';
import { isIsoDate } from '@tidy/domain/time';
import type { ChoreFields } from './api/create-chore';
import type { Chore } from './api/get-chores';

// The new / edit chore form: what the person types (text, as fields hold it) and how it becomes the request.
// The rule and the assignment are checked by the domain's own schemas, the ones the server checks with.

export const CHORE_LIMITS = {
  title: 80,
  description: 500,
  points: { min: 1, max: 100 },
  minutes: { min: 1, max: 480 },
};

export const REPEAT_CHOICES = ['none', 'daily', 'every_n_days', 'weekdays', 'monthly', 'after_done'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];
export type WhoChoice = ChoreAssignment['mode'];

export type ChoreDraft = {
  title: string;
  description: string;
  points: string;
  minutes: string;
  repeat: RepeatChoice;
  /** Days, for every_n_days and after_done. */
  interval: string;
  /** 0 (Sunday) to 6, for weekdays. */
  weekdays: number[];
  /** '1'…'31' or 'last', for monthly. */
  monthDay: string;
  startsOn: string;
  /** 'HH:MM' or '' for by the end of the day. */
  dueTime: string;
  who: WhoChoice;
  /** The one member, for 'one'. */
  member: string;
  /** The members taking turns, in order, for 'rotation'. */
  rotation: string[];
  strategy: RotationStrategy;
};

export type ChoreProblems = Partial<
  Record<'title' | 'description' | 'points' | 'minutes' | 'repeat' | 'startsOn' | 'dueTime' | 'who', string>
>;

export function emptyChoreDraft(today: string): ChoreDraft {
  return {
    title: '',
    description: '',
    points: '10',
    minutes: '15',
    repeat: 'daily',
    interval: '2',
    weekdays: [],
    monthDay: '1',
    startsOn: today,
    dueTime: '',
    who: 'open',
    member: '',
    rotation: [],
    strategy: 'round_robin',
  };
}

function repeatOf(rule: RecurrenceRule | null): Pick<ChoreDraft, 'repeat' | 'interval' | 'weekdays' | 'monthDay'> {
  const base = { interval: '2', weekdays: [] as number[], monthDay: '1' };
  if (rule === null) return { ...base, repeat: 'none' };
  switch (rule.kind) {
    case 'every_n_days':
      return rule.interval === 1
        ? { ...base, repeat: 'daily' }
        : { ...base, repeat: 'every_n_days', interval: String(rule.interval) };
    case 'weekdays':
      return { ...base, repeat: 'weekdays', weekdays: [...rule.days] };
    case 'monthly':
      return { ...base, repeat: 'monthly', monthDay: String(rule.day) };
    case 'after_done':
      return { ...base, repeat: 'after_done', interval: String(rule.interval) };
  }
}

/** The form filled in from a chore, to edit it. */
export function choreDraftOf(chore: Chore): ChoreDraft {
  const { mode, strategy, members } = chore.assignment;
  return {
    title: chore.title,
    description: chore.description,
    points: String(chore.points),
    minutes: String(chore.estimated_time),
    ...repeatOf(chore.rule),
    startsOn: chore.starts_on,
    dueTime: chore.due_time ?? '',
    who: mode,
    member: mode === 'one' ? (members[0]?.user_id ?? '') : '',
    rotation: mode === 'rotation' ? members.map((member) => member.user_id) : [],
    strategy: strategy ?? 'round_robin',
  };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The rule the Repeat choice stands for; undefined for a value that cannot be one. */
export function ruleOfDraft(draft: ChoreDraft): RecurrenceRule | null | undefined {
  switch (draft.repeat) {
    case 'none':
      return null;
    case 'daily':
      return { kind: 'every_n_days', interval: 1 };
    case 'every_n_days':
      return { kind: 'every_n_days', interval: wholeNumber(draft.interval) };
    case 'after_done':
      return { kind: 'after_done', interval: wholeNumber(draft.interval) };
    case 'weekdays':
      return { kind: 'weekdays', days: [...draft.weekdays].sort() };
    case 'monthly':
      return { kind: 'monthly', day: draft.monthDay === 'last' ? 'last' : wholeNumber(draft.monthDay) };
  }
}

export function assignmentOfDraft(draft: ChoreDraft): unknown {
  if (draft.who === 'one') return { mode: 'one', member: draft.member };
  if (draft.who === 'open') return { mode: 'open' };
  return { mode: 'rotation', strategy: draft.strategy, members: draft.rotation };
}

/** Checks the chore form: the request to send, or the problems to show by each field. */
export function readChoreDraft(draft: ChoreDraft): { fields: ChoreFields } | { problems: ChoreProblems } {
  const problems: ChoreProblems = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'Give the chore a title.';
  else if (title.length > CHORE_LIMITS.title)
    problems.title = `Keep the title to ${CHORE_LIMITS.title} characters or fewer.`;
  const description = draft.description.trim();
  if (description.length > CHORE_LIMITS.description) {
    problems.description = `Keep the description to ${CHORE_LIMITS.description} characters or fewer.`;
  }
  const points = wholeNumber(draft.points);
  if (!(points >= CHORE_LIMITS.points.min && points <= CHORE_LIMITS.points.max)) {
    problems.points = 'Points must be a whole number from 1 to 100.';
  }
  const minutes = wholeNumber(draft.minutes);
  if (!(minutes >= CHORE_LIMITS.minutes.min && minutes <= CHORE_LIMITS.minutes.max)) {
    problems.minutes = 'Estimate the time as a whole number of minutes from 1 to 480.';
  }
  const rule = ruleOfDraft(draft);
  const checkedRule = rule === null ? null : recurrenceRule.safeParse(rule);
  if (checkedRule && !checkedRule.success) problems.repeat = checkedRule.error.issues[0]?.message;
  if (!isIsoDate(draft.startsOn)) problems.startsOn = 'Choose the day the chore starts.';
  const dueTime = draft.dueTime.trim();
  const checkedTime = dueTime ? dueTimeInput.safeParse(dueTime) : null;
  if (checkedTime && !checkedTime.success) problems.dueTime = checkedTime.error.issues[0]?.message;
  const assignment = choreAssignment.safeParse(assignmentOfDraft(draft));
  if (!assignment.success) problems.who = assignment.error.issues[0]?.message;

  if (Object.keys(problems).length > 0 || !assignment.success) return { problems };
  return {
    fields: {
      title,
      description,
      estimated_time: minutes,
      points,
      rule: checkedRule ? (checkedRule.data ?? null) : null,
      starts_on: draft.startsOn,
      due_time: dueTime || null,
      assignment: assignment.data,
    },
  };
}

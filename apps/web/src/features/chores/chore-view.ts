import { TASK_STATE_LABELS } from '@tidy/domain/task-state';
import { addDays } from '@tidy/domain/time';
import type { Chore, ChorePerson } from './api/get-chores';
import type { OccurrenceState } from './api/get-chore-history';

// How chores read on screen. Dates are the household's calendar days (YYYY-MM-DD), formatted at UTC
// midnight in UTC so the reader's own time zone can never move one to the day before.

const shortDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const fullDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const atUtcMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Mon, 23 Nov". */
export const formatShortDay = (isoDate: string) => shortDay.format(atUtcMidnight(isoDate));
/** "Monday, 23 November 2026": what a calendar day cell is called. */
export const formatFullDay = (isoDate: string) => fullDay.format(atUtcMidnight(isoDate));

/** "Today", "Tomorrow", "Yesterday", or the date; with the due time when there is one. */
export function dueDayLabel(dueOn: string, dueTime: string | null, today: string): string {
  const day =
    dueOn === today
      ? 'Today'
      : dueOn === addDays(today, 1)
        ? 'Tomorrow'
        : dueOn === addDays(today, -1)
          ? 'Yesterday'
          : formatShortDay(dueOn);
  return dueTime ? `${day} at ${dueTime}` : day;
}

/** The task-state words everyone uses (task-state.ts), for a chore's turn. */
export function turnStateLabel(state: OccurrenceState): string {
  switch (state) {
    case 'todo':
      return TASK_STATE_LABELS.to_do;
    case 'submitted':
      return TASK_STATE_LABELS.waiting;
    case 'approved':
      return TASK_STATE_LABELS.approved;
    case 'sent_back':
      return TASK_STATE_LABELS.sent_back;
    case 'skipped':
      return 'Skipped';
    case 'done':
      // An area's upkeep, which nobody reviews (decision 021).
      return TASK_STATE_LABELS.done;
  }
}

/** Whose turn, in words: "Your turn", "Sam's turn", or "Anyone can claim". */
export function turnLabel(turn: ChorePerson | null, myId: string | undefined): string {
  if (turn === null) return 'Anyone can claim';
  if (turn.user_id === myId) return 'Your turn';
  return `${turn.full_name}'s turn`;
}

/** Who does it in general: "Sam", "Anyone", "Takes turns: Sam, Alex (round robin)". */
export function assignmentLabel(assignment: Chore['assignment']): string {
  if (assignment.mode === 'open') return 'Anyone can do it';
  const names = assignment.members.map((member) => member.full_name).join(', ');
  if (assignment.mode === 'one') return `Always ${names}`;
  const how = assignment.strategy === 'fewest_recent' ? 'fewest lately' : 'round robin';
  return `Takes turns: ${names} (${how})`;
}

/** "10 points". */
export const pointsLabel = (points: number) => (points === 1 ? '1 point' : `${points} points`);

import type { HistoryEvent, HistoryKind } from './api/get-history';

/** What kind of event it is, in words (a chore turn says what became of it). */
const KIND_LABELS: Record<HistoryKind, string> = {
  chore_done: 'Chore done',
  task_approved: 'Task approved',
  reward_redeemed: 'Reward',
  points_adjusted: 'Adjusted',
  points_refunded: 'Refunded',
  points_reversed: 'Reversed',
  points_earned: 'Earned',
};

export function eventLabel(event: Pick<HistoryEvent, 'kind' | 'state' | 'self_approved'>): string {
  if (event.kind !== 'chore_done') return KIND_LABELS[event.kind];
  if (event.state === 'submitted') return 'Waiting for review';
  if (event.state === 'approved') return event.self_approved ? 'Approved (own chore)' : 'Approved';
  return 'Done';
}

/** Who answered for it, when someone else did: "approved by Ann" (work, a reward), "by you" (an adjustment or undo). */
export function eventByline(
  event: Pick<HistoryEvent, 'kind' | 'by' | 'member' | 'self_approved'>,
  youId: string | null = null,
): string | null {
  // Two people who deleted their accounts are not the same person: only a known id names the member themself.
  if (!event.by || event.self_approved || (event.by.user_id !== null && event.by.user_id === event.member.user_id)) return null;
  const name = event.by.user_id !== null && event.by.user_id === youId ? 'you' : nameFor(event.by, youId);
  const approval = event.kind === 'chore_done' || event.kind === 'task_approved' || event.kind === 'reward_redeemed';
  return approval ? `approved by ${name}` : `by ${name}`;
}

/** "+15", "−50" (a real minus sign): the sign is always written, so colour is never the only clue. */
export function signedPoints(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `\u2212${Math.abs(points)}`;
  return '0';
}

/** The member's name as the viewer reads it: "You" for themself. */
export const nameFor = (person: { user_id: string | null; full_name: string }, youId: string | null) =>
  person.user_id !== null && person.user_id === youId ? 'You' : person.full_name.trim() || 'Unknown User';

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026, 10:02 AM" in the person's own time zone. */
export function whenText(isoTime: string): string {
  const time = Date.parse(isoTime);
  return Number.isFinite(time) ? whenFormat.format(new Date(time)) : '';
}

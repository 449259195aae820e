import type { RewardRequestStatus } from './api/get-reward-requests';
import type { Reward } from './api/get-rewards';

/** "1 point", "50 points". */
export function pointsText(points: number): string {
  return `${points} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}

/** "2 of 3 this week", or null for a reward without a weekly limit. */
export function weeklyUseText(reward: Pick<Reward, 'weekly_limit' | 'used_this_week'>): string | null {
  if (reward.weekly_limit === null) return null;
  return `${Math.min(reward.used_this_week, reward.weekly_limit)} of ${reward.weekly_limit} used this week`;
}

/**
 * Why "Ask for it" is off, in the member's words; null when it can be asked. The server decides
 * (`can_request`); this only names the reason it most likely had.
 */
export function whyCannotAsk(reward: Reward, balance: number): string | null {
  if (reward.can_request) return null;
  if (balance < reward.cost) return `Not enough points: you need ${reward.cost - balance} more.`;
  if (reward.weekly_limit !== null && reward.used_this_week >= reward.weekly_limit) return 'Limit reached this week.';
  return "You can't ask for rewards in this space.";
}

export const REQUEST_STATUS_LABELS: Record<RewardRequestStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** A name to show for a person; the server may send '' for someone who never gave one. */
export function personName(person: { full_name: string } | null | undefined): string {
  return person?.full_name.trim() || 'Unknown User';
}

const whenFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 24, 2026, 10:02 AM" in the person's own time zone. */
export function whenText(isoTime: string): string {
  const time = Date.parse(isoTime);
  return Number.isFinite(time) ? whenFormat.format(new Date(time)) : '';
}
